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
