import { describe, expect, it } from 'vitest';
import { lossyFold, normalizeArabicScript, toArabicIndicDigits, toAsciiDigits, tokenize } from './normalize';

describe('normalizeArabicScript', () => {
  it.each([
    ['أحمد', 'احمد'],
    ['إسلام', 'اسلام'],
    ['آمنة', 'امنە'],
    ['ٱلله', 'اللە'],
    ['علي', 'علی'],
    ['مستشفى', 'مستشفی'],
    ['كتاب', 'کتاب'],
    ['مدرسة', 'مدرسە'],
    ['ھەولێر', 'هەولێر'],
    ['ڒۆژ', 'ڕۆژ'],
    ['مُحَمَّد', 'محمد'],
    ['كـــتاب', 'کتاب'],
    ['٠١٢٣٤٥٦٧٨٩', '0123456789'],
    ['۰۱۲۳۴۵۶۷۸۹', '0123456789'],
    ['Café CRÈME', 'cafe creme'],
    ['مه\u200cلا', 'مەلا'],
  ])('folds %s to %s', (input, expected) => {
    expect(normalizeArabicScript(input)).toBe(expected);
  });

  it('turns word-final heh into ae but keeps it inside a word', () => {
    expect(normalizeArabicScript('خانه')).toBe('خانە');
    expect(normalizeArabicScript('هەولێر')).toBe('هەولێر');
    expect(normalizeArabicScript('قاوه سارد')).toBe('قاوە سارد');
  });

  it('makes Arabic and Kurdish spellings of the same word equal', () => {
    expect(normalizeArabicScript('كيك')).toBe(normalizeArabicScript('کیک'));
    expect(normalizeArabicScript('قهوة')).toBe(normalizeArabicScript('قهوه'));
  });

  it('is idempotent', () => {
    for (const s of ['أحمد', 'مدرسة', 'Café', 'ھەولێر ١٢', 'خانه']) {
      const once = normalizeArabicScript(s);
      expect(normalizeArabicScript(once)).toBe(once);
    }
  });
});

describe('lossyFold', () => {
  it('maps Kurdish-only letters to Arabic keyboard letters', () => {
    expect(lossyFold('ڕۆژ')).toBe('روژ');
    expect(lossyFold('هەولێر')).toBe('ههولیر');
    expect(lossyFold('گوڵ')).toBe('گول');
  });

  it('meets ae typed as heh anywhere in a word, as an Arabic keyboard writes it', () => {
    const fold = (s: string) => lossyFold(normalizeArabicScript(s));
    expect(fold('ساردکهرهوه')).toBe(fold('ساردکەرەوە'));
    expect(fold('مهنجهڵ')).toBe(fold('مەنجەڵ'));
    expect(fold('قهنهفه')).toBe(fold('قەنەفە'));
    // Teh marbuta reaches the same letter.
    expect(fold('مروحة')).toBe(fold('مروحه'));
  });
});

describe('toAsciiDigits / tokenize', () => {
  it('converts mixed digits', () => {
    expect(toAsciiDigits('٠٧٥٠ ۱۲۳ 45')).toBe('0750 123 45');
  });
  it('splits on punctuation and spaces', () => {
    expect(tokenize('شیر، 2 لیتر - fresh')).toEqual(['شیر', '2', 'لیتر', 'fresh']);
  });
});

describe('toArabicIndicDigits', () => {
  it('writes every ASCII digit as its Arabic-Indic one and leaves the rest', () => {
    expect(toArabicIndicDigits('0123456789')).toBe('٠١٢٣٤٥٦٧٨٩');
    expect(toArabicIndicDigits('07 50-x')).toBe('٠٧ ٥٠-x');
    expect(toAsciiDigits(toArabicIndicDigits('9647501234567'))).toBe('9647501234567');
  });
});
