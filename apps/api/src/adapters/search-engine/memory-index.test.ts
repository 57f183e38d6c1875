import { describe, expect, it } from 'vitest';
import { parseTsvector } from './memory-index';

describe('parseTsvector', () => {
  it('keeps the title positions (weight A) and marks label words (weight B)', () => {
    expect(parseTsvector("'fridge':1A,5B 'samsung':2A 'fridges':6B 'body':3")).toEqual([
      { lexeme: 'fridge', positions: [1], label: true },
      { lexeme: 'samsung', positions: [2], label: false },
      { lexeme: 'fridges', positions: [], label: true },
      { lexeme: 'body', positions: [], label: true },
    ]);
  });

  it('reads quoted lexemes and lexemes without positions', () => {
    expect(parseTsvector("'it''s':1A 'x'")).toEqual([
      { lexeme: "it's", positions: [1], label: false },
      { lexeme: 'x', positions: [], label: false },
    ]);
  });
});
