// Swapped neighbours are the commonest slip on a phone keyboard («samsnug», «kettel», «wahsing»). Meilisearch
// counts one as a single typo (Damerau's edit) where Levenshtein counts two; the engines look these forms up
// beside the words within the Levenshtein budget, so a swap costs one typo of the word's budget.

/** The word with each pair of neighbouring letters swapped (code points), without repeats or the word itself. */
export function adjacentTranspositions(word: string): string[] {
  const letters = [...word];
  const found = new Set<string>();
  for (let i = 0; i + 1 < letters.length; i++) {
    if (letters[i] === letters[i + 1]) continue;
    const swapped = [...letters];
    [swapped[i], swapped[i + 1]] = [swapped[i + 1]!, swapped[i]!];
    found.add(swapped.join(''));
  }
  return [...found];
}
