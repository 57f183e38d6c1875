// Light stemming for search: strips the affixes a shopper adds or drops without changing what they look for
// («الغسالات» / «غسالة», «تەلەفزیۆنەکان» / «تەلەفزیۆن», "toys" / "toy"). It runs on words already folded by
// normalizeArabicScript and lossyFold, at index time (the stem is indexed beside the word) and at query time
// (the query word's stem is looked up), so both sides always agree; the engines rank a match of the word
// itself above a match of its stem.
//
// The rules are deliberately light (after Larkey's Light10 for Arabic and the Sorani suffix list of the
// Kurdish Language Processing Toolkit): no roots, no broken plurals («مراوح» → «مروحة» is the synonym
// table's job). A stem keeps at least three letters, so short words are left alone. The same rules apply to
// every Arabic-script word, since a word's language is not known: a rule that fires on a word of the other
// language does so on both sides alike and only adds a lower-ranked match.

/** A stem keeps at least this many letters. */
const MIN_STEM = 3;

// Folded forms: ە and ة are ه, ێ is ی, ك is ک (see normalize.ts).
/** Arabic article with its attached conjunctions and prepositions: «وال», «بال», «کال», «فال», «لل», «ال». */
const ARTICLES = ['وال', 'بال', 'کال', 'فال', 'لل', 'ال'];
/** Attached «و» (and): only before a word of four letters or more, where it is rarely part of the word. */
const CONJUNCTION = 'و';
const CONJUNCTION_MIN_REST = 4;

/**
 * Longest first. Sorani: definite «ەکە», plural definite «ەکان» / «کان», indefinite «ێک» / «یەک», plural «ان» /
 * «یان», ezafe «ی» / «ەی», and their ezafe forms. Arabic: «ها», sound plurals «ات» «ون» «ین», dual «ان», nisba
 * «ية», teh marbuta and «ي».
 */
const SUFFIXES = [
  'هکانی',
  'هکهی',
  'یهکی',
  'هکان',
  'هکه',
  'یهک',
  'کانی',
  'کان',
  'یان',
  'یک',
  'ها',
  'ات',
  'ون',
  'ین',
  'ان',
  'یه',
  'هی',
  'ه',
  'ی',
].sort((a, b) => b.length - a.length);

const ARABIC_SCRIPT_WORD = /^[\u0600-\u06FF]+$/u;
const LATIN_WORD = /^[a-z]+$/;

const letters = (word: string) => [...word].length;

function stripPrefixes(word: string): string {
  // Twice at most: «الالکترونیه» (the article before a word that itself starts with «ال») meets «الکترونی».
  for (let round = 0; round < 2; round++) {
    const article = ARTICLES.find((a) => word.startsWith(a) && letters(word) - letters(a) >= MIN_STEM);
    if (article) {
      word = word.slice(article.length);
      continue;
    }
    if (word.startsWith(CONJUNCTION) && letters(word) - 1 >= CONJUNCTION_MIN_REST) {
      word = word.slice(CONJUNCTION.length);
      continue;
    }
    break;
  }
  return word;
}

function stripSuffixes(word: string): string {
  // Until none applies (a few rounds at most): «تەلەفزیۆنەکان» and «تەلەفزیۆن» both end at the same stem.
  for (let round = 0; round < 4; round++) {
    const suffix = SUFFIXES.find((s) => word.endsWith(s) && letters(word) - letters(s) >= MIN_STEM);
    if (!suffix) break;
    word = word.slice(0, word.length - suffix.length);
  }
  return word;
}

/** English plurals: toys → toy, batteries → battery, boxes → box, glasses → glass; "glass", "bus", "this" stay. */
function stemEnglish(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (/(?:x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** The light stem of one folded word (the word itself when no rule applies). */
export function stemWord(word: string): string {
  if (LATIN_WORD.test(word)) return stemEnglish(word);
  if (!ARABIC_SCRIPT_WORD.test(word) || letters(word) <= MIN_STEM) return word;
  return stripSuffixes(stripPrefixes(word));
}
