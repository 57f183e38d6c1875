// The query side of matching: fold the query like the index, then widen each word to its alternatives (its light
// stem and its synonyms, which the index holds as words) and to the vocabulary words within Meilisearch's typo
// budget, swapped neighbours included (one SQL round trip), and write the tsquery texts the search runs.
import { lossyFold, normalizeArabicScript, tokenize } from '@dukan/core/text/normalize';
import { stemWord } from '@dukan/core/text/stem';
import type { SynonymTable } from '@dukan/core/text/synonyms';
import { adjacentTranspositions } from '@dukan/core/text/transpositions';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/rows';

/** Meilisearch reads at most 10 query words. */
export const MAX_QUERY_WORDS = 10;
// A frequent short stem can have hundreds of neighbours; the most common ones are the likely intent (ties by the
// word in code point order, so the in-memory engine picks the same ones).
const MAX_TYPO_CANDIDATES = 20;

/** Meilisearch's defaults: no typo under 5 letters, one from 5, two from 9. */
export function allowedTypos(word: string): number {
  const letters = [...word].length;
  return letters >= 9 ? 2 : letters >= 5 ? 1 : 0;
}

export interface ParsedWord {
  /** Folded (lossy) as the index stores it. */
  word: string;
  /** Matches any word starting with it (the last word, unless the query ends with a space). */
  prefix: boolean;
  /**
   * Whole words that mean the same: the word's stem (indexed beside every word, see indexer.ts) and its synonyms
   * with their stems. Ranked below the word itself, above a typo.
   */
  alternatives: string[];
}

export interface QueryWord extends ParsedWord {
  /** Vocabulary words within the typo budget, other than the word itself. */
  typoVariants: string[];
}

export function parseQueryWords(q: string, synonyms?: SynonymTable): ParsedWord[] {
  const words = tokenize(normalizeArabicScript(q)).map(lossyFold).slice(0, MAX_QUERY_WORDS);
  // Meilisearch treats the last word as a prefix only while the shopper is still typing it.
  const stillTyping = /[\p{L}\p{M}\p{N}]$/u.test(q);
  return words.map((word, i) => ({
    word,
    prefix: stillTyping && i === words.length - 1,
    alternatives: alternativesOf(word, synonyms),
  }));
}

/** The word's stem and its synonyms (each with its stem), without the word itself. */
export function alternativesOf(word: string, synonyms?: SynonymTable): string[] {
  const found = new Set<string>([stemWord(word)]);
  for (const synonym of synonyms?.synonymsOf(word) ?? []) {
    found.add(synonym);
    found.add(stemWord(synonym));
  }
  found.delete(word);
  return [...found];
}

/** Typo candidates of a word that are its neighbours swapped (a transposition is one typo, as in Meilisearch). */
export function transpositionCandidates(word: string): string[] {
  return allowedTypos(word) > 0 ? adjacentTranspositions(word) : [];
}

/**
 * Splits a word into k+1 pieces: a word within k edits keeps at least one piece intact (pigeonhole), so
 * LIKE patterns on the pieces find every candidate through the trigram index, with no similarity threshold.
 */
export function typoCandidatePatterns(word: string, typos: number): string[] {
  const letters = [...word];
  const pieces = typos + 1;
  const size = Math.ceil(letters.length / pieces);
  const patterns: string[] = [];
  for (let i = 0; i < pieces; i++) {
    const piece = letters.slice(i * size, (i + 1) * size).join('');
    if (!piece) continue;
    const escaped = piece.replace(/[\\%_]/g, (c) => `\\${c}`);
    patterns.push(i === 0 ? `${escaped}%` : i === pieces - 1 ? `%${escaped}` : `%${escaped}%`);
  }
  return patterns;
}

export async function expandQueryWords(db: Database, words: ParsedWord[]): Promise<QueryWord[]> {
  const lookups: SQL[] = [];
  words.forEach(({ word }, i) => {
    const typos = allowedTypos(word);
    if (typos === 0) return;
    const length = [...word].length;
    const patterns = typoCandidatePatterns(word, typos).map((p) => sql`word LIKE ${p}`);
    const swaps = `{${transpositionCandidates(word)
      .map((w) => `"${w}"`)
      .join(',')}}`;
    lookups.push(sql`(SELECT ${i}::int AS i, word FROM search_vocabulary
       WHERE ((${sql.join(patterns, sql` OR `)})
               AND length(word) BETWEEN ${length - typos}::int AND ${length + typos}::int
               AND word <> ${word} AND levenshtein(word, ${word}) <= ${typos}::int)
          OR word = ANY (${swaps}::text[])
       ORDER BY doc_count DESC, word COLLATE "C" LIMIT ${MAX_TYPO_CANDIDATES})`);
  });
  const variants = new Map<number, string[]>();
  if (lookups.length > 0) {
    const rows = await queryRows<{ i: number; word: string }>(db, sql.join(lookups, sql` UNION ALL `));
    for (const row of rows) {
      const list = variants.get(Number(row.i)) ?? [];
      list.push(row.word);
      variants.set(Number(row.i), list);
    }
  }
  return words.map((w, i) => ({ ...w, typoVariants: variants.get(i) ?? [] }));
}

// Words are letters, marks and digits only (tokenize), so quoting them is enough to make them lexemes.
const lexeme = (word: string) => `'${word.replace(/'/g, "''")}'`;

/** 'title' restricts a word to the title (weight A), 'label' to the category and brand names (weight B). */
type Where = 'anywhere' | 'title' | 'label';

const WEIGHT: Record<Where, string> = { anywhere: '', title: 'A', label: 'B' };

/** The word as typed (or its prefix), with no typo. */
export function exactTsquery(w: QueryWord, where: Where = 'anywhere'): string {
  const weight = WEIGHT[where];
  return w.prefix ? `${lexeme(w.word)}:*${weight}` : `${lexeme(w.word)}${weight ? `:${weight}` : ''}`;
}

/** The word as typed or one of its alternatives (stem, synonyms): no typo. */
export function closeTsquery(w: QueryWord, where: Where = 'anywhere'): string {
  const suffix = WEIGHT[where] ? `:${WEIGHT[where]}` : '';
  return `(${[exactTsquery(w, where), ...w.alternatives.map((v) => `${lexeme(v)}${suffix}`)].join(' | ')})`;
}

/** The typo variants, for title_terms (title and label words). */
export function typoTsquery(w: QueryWord): string {
  return `(${w.typoVariants.map(lexeme).join(' | ')})`;
}

/** Everything the word matches: itself, its prefix if it is the last, its alternatives and its typo variants. */
export function wordTsquery(w: QueryWord, where: Where = 'anywhere'): string {
  const suffix = WEIGHT[where] ? `:${WEIGHT[where]}` : '';
  return `(${[
    exactTsquery(w, where),
    ...w.alternatives.map((v) => `${lexeme(v)}${suffix}`),
    ...w.typoVariants.map((v) => `${lexeme(v)}${suffix}`),
  ].join(' | ')})`;
}

/** The whole word, no prefix, no typo, in the title. */
export function wholeWordInTitleTsquery(w: QueryWord): string {
  return `${lexeme(w.word)}:A`;
}
