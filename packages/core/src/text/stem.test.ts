import { describe, expect, it } from 'vitest';
import { lossyFold, normalizeArabicScript, tokenize } from './normalize';
import { stemWord } from './stem';

/** The stem of a typed word, folded first as the index and the query fold it. */
const stem = (typed: string) => stemWord(lossyFold(tokenize(normalizeArabicScript(typed))[0]!));

describe('stemWord', () => {
  describe('Arabic article and attached letters', () => {
    it.each([
      ['الغسالات', 'غسالات'],
      ['الأثاث', 'أثاث'],
      ['والثلاجة', 'ثلاجة'],
      ['بالكهرباء', 'كهرباء'],
      ['للأطفال', 'أطفال'],
      ['فالمروحة', 'مروحة'],
      ['كالحرير', 'حرير'],
      ['الإلكترونية', 'إلكتروني'],
      ['وسجادة', 'سجادة'],
    ])('%s and %s share a stem', (a, b) => {
      expect(stem(a)).toBe(stem(b));
    });

    it('keeps a short word whole rather than strip what may be its own letters', () => {
      expect(stem('ورد')).toBe(stemWord('ورد'));
      expect(stem('الو')).toBe('الو');
      expect(stem('ولد')).toBe('ولد');
    });
  });

  describe('Arabic suffixes', () => {
    it.each([
      ['غسالات', 'غسالة'],
      ['مكيفات', 'مكيف'],
      ['مهندسون', 'مهندس'],
      ['مهندسين', 'مهندس'],
      ['تلفزيونات', 'تلفزيون'],
      ['كهربائية', 'كهربائي'],
      ['ثلاجات', 'ثلاجه'],
    ])('%s and %s share a stem', (a, b) => {
      expect(stem(a)).toBe(stem(b));
    });
  });

  describe('Sorani suffixes', () => {
    it.each([
      ['تەلەفزیۆنەکان', 'تەلەفزیۆن'],
      ['پانکەکە', 'پانکە'],
      ['ساردکەرەوەکە', 'ساردکەرەوە'],
      ['ساردکەرەوەی', 'ساردکەرەوە'],
      ['مۆبایلێک', 'مۆبایل'],
      ['کورسییەک', 'کورسی'],
      ['کورسییەکان', 'کورسی'],
      ['مەنجەڵەکان', 'مەنجەڵ'],
      ['پانکەکانی', 'پانکە'],
      ['دەرگاکان', 'دەرگا'],
      ['کتێبەکان', 'کتێب'],
    ])('%s and %s share a stem', (a, b) => {
      expect(stem(a)).toBe(stem(b));
    });

    it('stems the Arabic-keyboard spelling like the Kurdish one', () => {
      expect(stem('تهلهفزیونهکان')).toBe(stem('تەلەفزیۆن'));
      expect(stem('پانکهکه')).toBe(stem('پانکە'));
    });
  });

  describe('English plurals', () => {
    it.each([
      ['toys', 'toy'],
      ['kettles', 'kettle'],
      ['batteries', 'battery'],
      ['boxes', 'box'],
      ['watches', 'watch'],
      ['glasses', 'glass'],
      ['fans', 'fan'],
      ['phones', 'phone'],
    ])('%s and %s share a stem', (a, b) => {
      expect(stem(a)).toBe(stem(b));
    });

    it('leaves words that only look plural', () => {
      expect(stemWord('glass')).toBe('glass');
      expect(stemWord('bus')).toBe('bus');
      expect(stemWord('tennis')).toBe('tennis');
      expect(stemWord('gas')).toBe('gas');
    });
  });

  it('keeps different words apart', () => {
    expect(stem('غسالة')).not.toBe(stem('ثلاجة'));
    expect(stem('پانکە')).not.toBe(stem('پان'));
    expect(stem('toy')).not.toBe(stem('tv'));
  });

  it('leaves digits, codes and mixed words alone, and is stable on its own output', () => {
    expect(stemWord('1001')).toBe('1001');
    expect(stemWord('a12s')).toBe('a12s');
    for (const word of ['تەلەفزیۆنەکان', 'الغسالات', 'batteries', 'کورسییەکان']) {
      const once = stem(word);
      expect(stemWord(once)).toBe(once);
    }
  });
});
