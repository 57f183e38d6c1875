import { describe, expect, it } from 'vitest';
import { PRODUCTS } from './products';
import { l, measure, nativeDigits } from './localized';

describe('demo texts in Sorani and Arabic use Arabic-Indic digits', () => {
  it('rewrites prose: quantities, decimals, thousands, percentages, hours', () => {
    expect(nativeDigits('بۆ ژوورێکی 12 بۆ 16 مەتر 1.5 تەن بەسە')).toBe('بۆ ژوورێکی ١٢ بۆ ١٦ مەتر ١٫٥ تەن بەسە');
    expect(nativeDigits('تا 60% داشکاندن')).toBe('تا ٦٠٪ داشکاندن');
    expect(nativeDigits('9ی بەیانی تا 9ی شەو')).toBe('٩ی بەیانی تا ٩ی شەو');
    expect(measure(1000, 'W')).toEqual({ ku: '١٬٠٠٠ وات', ar: '١٬٠٠٠ واط', en: '1,000 W' });
  });

  it('keeps codes in Latin: models, SKUs, energy classes, phone numbers, markup, English', () => {
    expect(nativeDigits('وێنەی 4K بە ڕەنگی سروشتی')).toBe('وێنەی 4K بە ڕەنگی سروشتی');
    expect(nativeDigits('مۆدێلی RS64R5331B4')).toBe('مۆدێلی RS64R5331B4');
    expect(nativeDigits('+964 750 123 4567')).toBe('+964 750 123 4567');
    expect(nativeDigits('پەیوەندی بە +964 750 123 4567 بکە')).toBe('پەیوەندی بە +964 750 123 4567 بکە');
    expect(nativeDigits('<li data-n="2">2 ساڵ</li>')).toBe('<li data-n="2">٢ ساڵ</li>');
    expect(l('2 ساڵ', 'سنتان 2', '2 years')).toEqual({ ku: '٢ ساڵ', ar: 'سنتان ٢', en: '2 years' });
  });

  it('leaves no Western digit in a product title outside Latin codes', () => {
    for (const product of PRODUCTS) {
      for (const title of [product.title.ku, product.title.ar]) {
        const prose = title.split(/\s+/).filter((token) => !/[A-Za-z+]/.test(token));
        expect(prose.join(' '), title).not.toMatch(/[0-9]/);
      }
    }
  });
});
