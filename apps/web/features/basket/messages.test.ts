import { describe, expect, it, vi } from 'vitest';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import ku from '@/messages/ku.json';
import { fill, formatCount, pickBasketMessages } from './messages';

describe('basket messages', () => {
  it('exist in the three languages with the same placeholders', () => {
    const picked = { ku: pickBasketMessages(ku), ar: pickBasketMessages(ar), en: pickBasketMessages(en) };
    const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of Object.entries(picked.en)) {
      for (const lang of ['ku', 'ar'] as const) {
        const other = picked[lang][key as keyof typeof picked.en];
        expect(other, `${lang}.${key}`).toBeTruthy();
        expect(placeholders(other), `${lang}.${key}`).toEqual(placeholders(text));
      }
    }
  });

  it('carry the spec texts (§5, §8)', () => {
    const picked = pickBasketMessages(en);
    expect(picked.basket_quantity_limit).toBe('You reached the quantity limit');
    expect(picked.basket_quantity_negative).toBe('Quantity could be less than zero');
    expect(picked.wishlist_empty).toBe('Your wishlist is empty');
    expect(picked.wishlist_clear_confirm).toBe('Are you sure you want to clear your wish list?');
    expect(picked.cart_added).toBe('Added successfully');
  });

  it('fill replaces named placeholders only', () => {
    expect(fill('Remove {title} from the cart', { title: 'Fridge' })).toBe('Remove Fridge from the cart');
    expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});

describe('counts', () => {
  it('are written in the page language numerals', () => {
    expect(formatCount(12, 'en')).toBe('12');
    expect(formatCount(12, 'ar')).toBe('١٢');
    expect(formatCount(12, 'ku')).toBe('١٢');
    expect(formatCount(1000, 'en')).toBe('1000');
  });

  it('read as the server writes them with ICU, without asking the browser for Intl', () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const counts = [0, 1, 9, 10, 42, 105, 1000, 98_765];
    const ours = counts.map((n) => [formatCount(n, 'ku'), formatCount(n, 'ar'), formatCount(n, 'en')]);
    expect(numberFormat).not.toHaveBeenCalled();
    numberFormat.mockRestore();
    const icu = (locale: string, n: number) => new Intl.NumberFormat(locale, { useGrouping: false }).format(n);
    expect(ours).toEqual(counts.map((n) => [icu('ckb-IQ', n), icu('ar-IQ', n), icu('en-IQ', n)]));
  });
});
