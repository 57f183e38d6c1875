// Latin tokens inside right-to-left text. The bidi algorithm reorders a run like "+964 750 123 4567" in a
// Kurdish paragraph group by group («4567 123 750 964+»), and "A+" becomes «+A»: the plus is a neutral that
// takes the paragraph's direction. Wrapping each left-to-right run in Unicode isolates (LRI … PDI) keeps it
// whole and in order, as <bdi dir="ltr"> would, but works inside any string (alt text, titles, messages).
import { LOCALE_DIRECTION, type Locale } from '@dukan/core/locales';

const LRI = '\u2066';
const PDI = '\u2069';

// One token: starts with a Latin letter or digit (or a leading + or #), then letters, digits and the symbols
// that live inside such tokens (A++, RT-42, 1.5, user@mail.iq, 24/7). Tokens separated by single spaces join
// one run, so a phone number or "Samsung RT42" stays one piece.
const TOKEN = String.raw`[+#]?[A-Za-z0-9][A-Za-z0-9+\-./@_:#%()&*!?]*`;
const LTR_RUN = new RegExp(`${TOKEN}(?:[ \\u00a0]${TOKEN})*`, 'g');
// A token of ASCII digits alone (and their separators) is a number, which the bidi algorithm already keeps in
// order; isolating it would change nothing but add characters.
const PLAIN_NUMBER = /^[0-9]+(?:[.,][0-9]+)*%?$/;
// Symbols typed as a list («! ? # -»): isolated as one run so they keep the order they were written in.
const SYMBOL_RUN = /[!?#*&%@$^~=+\-_]+(?:[ \u00a0][!?#*&%@$^~=+\-_]+)+/g;

/** The text with its left-to-right runs isolated, on right-to-left pages; English text is returned as it is. */
export function isolateLatinRuns(text: string, locale: Locale): string {
  if (LOCALE_DIRECTION[locale] !== 'rtl' || text === '') return text;
  return text
    .replace(LTR_RUN, (run) => (PLAIN_NUMBER.test(run) ? run : `${LRI}${run}${PDI}`))
    .replace(SYMBOL_RUN, (run) => `${LRI}${run}${PDI}`);
}

/**
 * Text split into parts (search matches and the rest) with its left-to-right runs isolated as if it were one
 * string: a run such as "Samsung RT42" whose first word is a match stays one run across the parts (isolating
 * each part alone would put "RT42" before "Samsung" on a right-to-left line). Inline elements such as <mark>
 * do not interrupt the bidi algorithm, so an isolate opened in one part may close in the next.
 */
export function isolateLatinRunsInParts<P extends { text: string }>(parts: readonly P[], locale: Locale): P[] {
  const joined = parts.map((part) => part.text).join('');
  const isolated = isolateLatinRuns(joined, locale);
  if (isolated === joined) return [...parts];
  // Characters the isolation inserted, by the original character they stand before (LRI) or after (PDI).
  const before: string[] = Array.from({ length: joined.length + 1 }, () => '');
  const after: string[] = Array.from({ length: joined.length }, () => '');
  let i = 0;
  for (const ch of isolated) {
    if (i < joined.length && ch === joined[i]) {
      i++;
    } else if (ch === PDI && i > 0) {
      after[i - 1] += ch;
    } else {
      before[i] += ch;
    }
  }
  let offset = 0;
  return parts.map((part, index) => {
    let text = '';
    for (let k = 0; k < part.text.length; k++)
      text += (before[offset + k] ?? '') + part.text[k] + (after[offset + k] ?? '');
    offset += part.text.length;
    // An isolate opened after the last character has nowhere else to go: the last part keeps it.
    if (index === parts.length - 1) text += before[joined.length] ?? '';
    return { ...part, text };
  });
}
