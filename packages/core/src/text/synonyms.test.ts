import { describe, expect, it } from 'vitest';
import { SynonymTable, synonymTermForm } from './synonyms';

describe('synonymTermForm', () => {
  it('folds a single word and refuses phrases and empty terms', () => {
    expect(synonymTermForm('موبايل')).toBe('موبایل');
    expect(synonymTermForm('  TV ')).toBe('tv');
    expect(synonymTermForm('air conditioner')).toBeNull();
    expect(synonymTermForm('…')).toBeNull();
  });
});

describe('SynonymTable', () => {
  const table = new SynonymTable([
    ['phone', 'mobile', 'هاتف', 'موبايل', 'جوال', 'مۆبایل'],
    ['fan', 'مروحة', 'مراوح', 'پانکە'],
    ['lonely'],
  ]);

  it('gives the other words of the group in their searchable form', () => {
    expect(table.synonymsOf('mobile')).toEqual(['phone', 'هاتف', 'موبایل', 'جوال']);
    expect(table.synonymsOf('مراوح')).toEqual(['fan', 'مروحه', 'پانکه']);
  });

  it('finds the group through the stem of an inflected word', () => {
    expect(table.synonymsOf('phones')).toContain('mobile');
    expect(table.synonymsOf('پانکهکان')).toContain('مراوح');
  });

  it('ignores groups of fewer than two words and unknown words', () => {
    expect(table.size).toBe(2);
    expect(table.synonymsOf('lonely')).toEqual([]);
    expect(table.synonymsOf('kettle')).toEqual([]);
  });
});
