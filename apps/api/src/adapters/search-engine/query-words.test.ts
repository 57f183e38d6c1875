import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SynonymTable } from '@dukan/core/text/synonyms';
import {
  allowedTypos,
  closeTsquery,
  parseQueryWords,
  transpositionCandidates,
  typoCandidatePatterns,
  typoTsquery,
  wordTsquery,
} from './query-words';

// SQL LIKE with % only (the patterns never contain _ after escaping letters-only words).
function like(value: string, pattern: string): boolean {
  const regex = new RegExp(
    `^${pattern
      .split('%')
      .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
    'u',
  );
  return regex.test(value);
}

function levenshtein(a: string[], b: string[]): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++)
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
  return d[a.length]![b.length]!;
}

const letter = fc.constantFrom(...'abcdeسامونگڕێۆکی'.split(''));
const word = fc.array(letter, { minLength: 5, maxLength: 14 });
const edit = fc.record({ kind: fc.constantFrom('sub', 'ins', 'del'), at: fc.nat(), ch: letter });

describe('typo candidates', () => {
  it('follow Meilisearch budgets: 0 under 5 letters, 1 from 5, 2 from 9', () => {
    expect([4, 5, 8, 9, 12].map((n) => allowedTypos('ک'.repeat(n)))).toEqual([0, 1, 1, 2, 2]);
  });

  it('find every word within the typo budget through at least one LIKE pattern (pigeonhole)', () => {
    fc.assert(
      fc.property(word, fc.array(edit, { minLength: 1, maxLength: 2 }), (letters, edits) => {
        const typos = allowedTypos(letters.join(''));
        const changed = [...letters];
        for (const e of edits.slice(0, typos)) {
          const at = e.at % (changed.length + (e.kind === 'ins' ? 1 : 0));
          if (e.kind === 'sub') changed[at] = e.ch;
          else if (e.kind === 'ins') changed.splice(at, 0, e.ch);
          else if (changed.length > 1) changed.splice(at, 1);
        }
        if (levenshtein(letters, changed) > typos) return;
        const patterns = typoCandidatePatterns(letters.join(''), typos);
        expect(patterns.some((p) => like(changed.join(''), p))).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('query words', () => {
  it('fold the query like the index and treat only a still-typed last word as a prefix', () => {
    expect(parseQueryWords('ثلاجة ڕووناكي')).toEqual([
      { word: 'ثلاجه', prefix: false, alternatives: ['ثلاج'] },
      { word: 'رووناکی', prefix: true, alternatives: ['رووناک'] },
    ]);
    expect(parseQueryWords('Samsung ')).toEqual([{ word: 'samsung', prefix: false, alternatives: [] }]);
    expect(parseQueryWords('  ')).toEqual([]);
  });

  it('widen a word to its stem and to its synonyms with their stems', () => {
    const synonyms = new SynonymTable([['fan', 'مروحة', 'مراوح']]);
    expect(parseQueryWords('fans', synonyms)[0]!.alternatives).toEqual(['fan', 'مروحه', 'مروح', 'مراوح']);
    expect(parseQueryWords('toys')[0]!.alternatives).toEqual(['toy']);
  });

  it('take swapped neighbours as typo candidates only where the word may have a typo', () => {
    expect(transpositionCandidates('samsnug')).toContain('samsung');
    expect(transpositionCandidates('tv')).toEqual([]);
  });

  it('write tsquery groups with prefix, alternatives, typo variants and a title restriction', () => {
    const w = { word: 'samsung', prefix: true, alternatives: ['samsun'], typoVariants: ['samsong'] };
    expect(wordTsquery(w)).toBe("('samsung':* | 'samsun' | 'samsong')");
    expect(wordTsquery(w, 'title')).toBe("('samsung':*A | 'samsun':A | 'samsong':A)");
    expect(closeTsquery(w)).toBe("('samsung':* | 'samsun')");
    expect(wordTsquery(w, 'label')).toBe("('samsung':*B | 'samsun':B | 'samsong':B)");
    expect(typoTsquery(w)).toBe("('samsong')");
  });
});
