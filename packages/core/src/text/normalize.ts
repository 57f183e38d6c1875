// Arabic-script folding for search: the same function runs on indexed text and on queries,
// so spelling variants typed on Arabic, Persian or Kurdish keyboards meet in one form.
// Rules from DESIGN.md ("Search text normalization"), after Lucene's SoraniNormalizer and ArabicNormalizer.

const CHAR_MAP: Record<string, string> = {
  // alef forms
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  // yeh forms: Arabic yeh and alef maksura → Farsi/Kurdish yeh
  ى: 'ی',
  ي: 'ی',
  // kaf
  ك: 'ک',
  // teh marbuta → Kurdish ae
  ة: 'ە',
  // heh doachashmee (used for h in Sorani) → heh
  ھ: 'ه',
  // reh with small v below (old Sorani rr) → reh with small v
  ڒ: 'ڕ',
};

// tatweel, harakat U+064B–U+0652, superscript alef U+0670, ZWNJ/ZWJ, bidi marks and isolates
const REMOVED = /[\u064B-\u0652\u0670]|[\u0640\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]|\u200C|\u200D/g;
const HEH_ZWNJ = /ه\u200C/g;
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669]/g;
const PERSIAN_DIGITS = /[\u06F0-\u06F9]/g;
const ALL_MAPPED = new RegExp(`[${Object.keys(CHAR_MAP).join('')}]`, 'g');
// Word-final heh is written for the Kurdish vowel ae (ە) on Arabic keyboards.
const FINAL_HEH = /ه(?=$|[^\p{L}\p{M}])/gu;
const LATIN_DIACRITICS = /[\u0300-\u036f]/g;

/** Replaces Arabic-Indic (٠-٩) and Persian (۰-۹) digits with ASCII digits. Used wherever digits are typed. */
export function toAsciiDigits(input: string): string {
  return input
    .replace(ARABIC_INDIC_DIGITS, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(PERSIAN_DIGITS, (d) => String(d.charCodeAt(0) - 0x06f0));
}

/** Writes ASCII digits as Arabic-Indic ones (٠-٩), the numerals of Sorani and Arabic pages. */
export function toArabicIndicDigits(input: string): string {
  return input.replace(/[0-9]/g, (d) => String.fromCharCode(0x0660 + Number(d)));
}

/** Folds Arabic-script spelling variants, digits, Latin case and diacritics to one searchable form. */
export function normalizeArabicScript(input: string): string {
  // NFKD splits Latin letters from their accents (é → e + ◌́) and presentation forms to base letters.
  let s = input.normalize('NFKD').replace(LATIN_DIACRITICS, '');
  // NFKD also decomposes آ/أ/إ into alef + combining marks; recompose those before mapping.
  s = s.normalize('NFC');
  // Heh + ZWNJ is the older way of typing Kurdish ae (ە); fold it before ZWNJ is dropped.
  s = s.replace(HEH_ZWNJ, 'ە');
  s = s.replace(REMOVED, '');
  s = toAsciiDigits(s);
  s = s.replace(ALL_MAPPED, (c) => CHAR_MAP[c] ?? c);
  s = s.replace(FINAL_HEH, 'ە');
  return s.toLowerCase();
}

const LOSSY_MAP: Record<string, string> = { ۆ: 'و', ێ: 'ی', ڕ: 'ر', ڵ: 'ل', ە: 'ه' };
const LOSSY = /[ۆێڕڵە]/g;

/**
 * A further, lossy fold of an already normalized text: Kurdish letters missing from Arabic keyboards
 * (ۆ ێ ڕ ڵ ە) become the Arabic letter typed for them, anywhere in a word: on an Arabic keyboard «ساردکەرەوە»
 * is typed «ساردکهرهوه», so ae meets heh in this form (and teh marbuta, folded to ae above, with them).
 * Indexed beside the exact form for recall.
 */
export function lossyFold(normalized: string): string {
  return normalized.replace(LOSSY, (c) => LOSSY_MAP[c] ?? c);
}

/** Splits normalized text into words (letters, marks and digits). */
export function tokenize(normalized: string): string[] {
  return normalized.match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
}
