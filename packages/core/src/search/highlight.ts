// Highlighting in the ORIGINAL text although matching runs on folded text: each word of the original is
// folded on its own and compared with the folded words the query matched, so "كتاب" highlights "کتێب".
import { lossyFold, normalizeArabicScript, tokenize } from '../text/normalize';

/** The form words are matched in: Arabic-script folding, then the lossy Kurdish fold. */
export function foldSearchText(text: string): string {
  return lossyFold(normalizeArabicScript(text));
}

/** The folded words of a text, in order. */
export function searchWords(text: string): string[] {
  return tokenize(foldSearchText(text));
}

export interface WordMatcher {
  /** Folded words that match whole. */
  words: ReadonlySet<string>;
  /** Folded prefixes: a word starting with one matches (the last query word). */
  prefixes: readonly string[];
}

// ZWNJ/ZWJ and tatweel sit inside Kurdish and Arabic words; they must not split a word.
const ORIGINAL_WORD = /[\p{L}\p{M}\p{N}\u200C\u200D]+/gu;

export function wordMatches(matcher: WordMatcher, foldedWord: string): boolean {
  return matcher.words.has(foldedWord) || matcher.prefixes.some((p) => foldedWord.startsWith(p));
}

// Folding a word runs Unicode normalization and a dozen replacements; a page of hits highlights the same title
// words over and over, so each word's folded form is kept (a bounded table, emptied when full).
const MAX_FOLDED_WORDS = 50_000;
const foldedWords = new Map<string, string[]>();

function foldedWord(word: string): string[] {
  let folded = foldedWords.get(word);
  if (folded === undefined) {
    if (foldedWords.size >= MAX_FOLDED_WORDS) foldedWords.clear();
    folded = tokenize(foldSearchText(word));
    foldedWords.set(word, folded);
  }
  return folded;
}

/** Wraps every matching word of `text` in the tags; nothing else is changed or escaped. */
export function highlightText(text: string, matcher: WordMatcher, preTag = '<em>', postTag = '</em>'): string {
  if (matcher.words.size === 0 && matcher.prefixes.length === 0) return text;
  return text.replace(ORIGINAL_WORD, (word) => {
    const folded = foldedWord(word);
    return folded.length > 0 && folded.some((w) => wordMatches(matcher, w)) ? `${preTag}${word}${postTag}` : word;
  });
}
