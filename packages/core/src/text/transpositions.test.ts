import { describe, expect, it } from 'vitest';
import { adjacentTranspositions } from './transpositions';

describe('adjacentTranspositions', () => {
  it('swaps each pair of neighbours once', () => {
    expect(adjacentTranspositions('abcd')).toEqual(['bacd', 'acbd', 'abdc']);
  });

  it('finds the intended word among the swaps of a slip', () => {
    expect(adjacentTranspositions('samsnug')).toContain('samsung');
    expect(adjacentTranspositions('kettel')).toContain('kettle');
    expect(adjacentTranspositions('wahsing')).toContain('washing');
    expect(adjacentTranspositions('غسلاه')).toContain('غساله');
  });

  it('skips equal neighbours and the word itself', () => {
    expect(adjacentTranspositions('aab')).toEqual(['aba']);
    expect(adjacentTranspositions('aaa')).toEqual([]);
    expect(adjacentTranspositions('a')).toEqual([]);
  });
});
