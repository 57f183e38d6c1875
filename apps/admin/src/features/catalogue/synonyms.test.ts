import { describe, expect, it } from 'vitest';
import { MAX_SYNONYM_TERMS, termsOf, termsProblem, textOf } from './synonyms';

describe('synonym group form', () => {
  it('reads words one a line or separated by Latin or Arabic commas, trimmed, each once', () => {
    expect(termsOf('phone, mobile\n هاتف،موبايل ؛ جوال\n\nmobile')).toEqual([
      'phone',
      'mobile',
      'هاتف',
      'موبايل',
      'جوال',
    ]);
    expect(termsOf('  \n , ')).toEqual([]);
  });

  it('shows the words again one a line, so editing reads them back unchanged', () => {
    const terms = ['fan', 'مروحة', 'پانکە'];
    expect(termsOf(textOf(terms))).toEqual(terms);
  });

  it('accepts two or more different single words in any of the three languages', () => {
    expect(termsProblem(['tv', 'television', 'تلفزيون', 'تەلەفزیۆن'])).toBeNull();
  });

  it('names the entry that is not one word', () => {
    expect(termsProblem(['air conditioner', 'مكيف'])).toEqual({ kind: 'one_word', term: 'air conditioner' });
    expect(termsProblem(['ok', '!!!'])).toEqual({ kind: 'one_word', term: '!!!' });
    expect(termsProblem(['ok', 'a'.repeat(61)])).toEqual({ kind: 'one_word', term: 'a'.repeat(61) });
  });

  it('wants two different words, as search folds them', () => {
    expect(termsProblem([])).toEqual({ kind: 'too_few' });
    expect(termsProblem(['phone'])).toEqual({ kind: 'too_few' });
    // Teh marbuta and heh are one letter to search.
    expect(termsProblem(['ثلاجة', 'ثلاجه'])).toEqual({ kind: 'too_few' });
  });

  it('takes at most thirty words', () => {
    const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`);
    expect(termsProblem(words(MAX_SYNONYM_TERMS))).toBeNull();
    expect(termsProblem(words(MAX_SYNONYM_TERMS + 1))).toEqual({ kind: 'too_many' });
  });
});
