// The search service marks matches in `_formatted` with highlight tags but does not escape the rest of the
// text. Rather than inject that as HTML, split it into text runs: React escapes every run, and the only
// markup that can ever come out is the highlight element itself.
export interface HighlightPart {
  text: string;
  highlighted: boolean;
}

export const HIGHLIGHT_PRE_TAG = '<mark>';
export const HIGHLIGHT_POST_TAG = '</mark>';

export function parseHighlight(
  formatted: string,
  preTag: string = HIGHLIGHT_PRE_TAG,
  postTag: string = HIGHLIGHT_POST_TAG,
): HighlightPart[] {
  const parts: HighlightPart[] = [];
  const push = (text: string, highlighted: boolean) => {
    if (text === '') return;
    const last = parts[parts.length - 1];
    if (last && last.highlighted === highlighted) last.text += text;
    else parts.push({ text, highlighted });
  };
  let rest = formatted;
  while (rest !== '') {
    const open = rest.indexOf(preTag);
    if (open === -1) {
      push(rest, false);
      break;
    }
    push(rest.slice(0, open), false);
    const afterOpen = rest.slice(open + preTag.length);
    const close = afterOpen.indexOf(postTag);
    if (close === -1) {
      // An unclosed tag: keep the text, drop the stray tag.
      push(afterOpen, false);
      break;
    }
    push(afterOpen.slice(0, close), true);
    rest = afterOpen.slice(close + postTag.length);
  }
  return parts;
}
