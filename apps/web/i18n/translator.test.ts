import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import ku from '@/messages/ku.json';
import { getTranslator } from './messages';
import { createTranslator, type Messages } from './translator';

const toAscii = (s: string) => s.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x660));

describe('messages', () => {
  it('every language has exactly the English keys, none empty, all valid ICU', () => {
    const keys = Object.keys(en).sort();
    for (const [name, dict] of Object.entries({ ku, ar })) {
      expect(Object.keys(dict).sort(), name).toEqual(keys);
    }
    for (const dict of [en, ar, ku] as Messages[]) {
      for (const [key, value] of Object.entries(dict)) {
        expect(value.trim(), key).not.toBe('');
        expect(() => new IntlMessageFormat(value, 'en'), key).not.toThrow();
      }
    }
  });

  it('Kurdish and Arabic texts are written in Arabic script, not transliterated', () => {
    const arabicScript = /[\u0600-\u06FF]/;
    for (const key of ['listing_no_results', 'alert_success', 'alert_error', 'nav_products'] as const) {
      expect(ku[key]).toMatch(arabicScript);
      expect(ar[key]).toMatch(arabicScript);
    }
    expect(ku.listing_no_results).not.toBe(ar.listing_no_results);
  });

  it('every language has the English placeholders', () => {
    const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of Object.entries(en)) {
      for (const [name, dict] of Object.entries({ ku, ar }) as [string, Messages][]) {
        expect(placeholders(dict[key as keyof Messages]), `${name}.${key}`).toEqual(placeholders(text));
      }
    }
  });

  it('carries the spec texts in English', () => {
    expect(en.listing_no_results).toBe('No Results Found!');
    expect(en.alert_too_many_attempts).toBe('Too Many Attempts');
    expect(en.basket_quantity_limit).toBe('You reached the quantity limit');
    expect(en.basket_quantity_negative).toBe('Quantity could be less than zero');
    expect(en.wishlist_empty).toBe('Your wishlist is empty');
    expect(en.wishlist_clear_confirm).toBe('Are you sure you want to clear your wish list?');
    expect(en.cart_added).toBe('Added successfully');
    expect(en.auth_error_password_confirm_mismatch).toBe('Your confirm password should be same the new password');
    expect(en.auth_password_hint).toBe('8 or more characters mixing letters, numbers and symbols');
    expect(en.alert_too_many_attempts_message).toBe('You have made several requests, please try again later');
    expect([en.alert_success, en.alert_error, en.alert_info, en.alert_warning]).toEqual([
      'Success',
      'Error',
      'Information',
      'Warning',
    ]);
  });
});

describe('t()', () => {
  it('uses Arabic plural forms', () => {
    const t = getTranslator('ar');
    expect(t('listing_results_count', { count: 0 })).toBe('لا توجد منتجات');
    expect(t('listing_results_count', { count: 1 })).toBe('منتج واحد');
    expect(t('listing_results_count', { count: 2 })).toBe('منتجان');
    expect(toAscii(t('listing_results_count', { count: 3 }))).toBe('3 منتجات');
    expect(toAscii(t('listing_results_count', { count: 11 }))).toBe('11 منتجًا');
    expect(toAscii(t('listing_results_count', { count: 100 }))).toBe('100 منتج');
  });

  it('uses English plural forms', () => {
    const t = getTranslator('en');
    expect(t('listing_results_count', { count: 1 })).toBe('1 product');
    expect(t('listing_results_count', { count: 25 })).toBe('25 products');
    expect(t('page_number', { page: 3 })).toBe('Page 3');
  });

  it('writes every number of a message in the page digits, strings as written', () => {
    const ku = getTranslator('ku');
    expect(ku('page_number', { page: 2 })).toBe('پەڕەی ٢');
    expect(ku('auth_resend_in', { seconds: 59 })).toContain('٥٩ چرکە');
    expect(ku('cart_voucher_applied', { code: 'SAVE10', amount: '١٬٠٠٠ د.ع.' })).toContain('SAVE10');
    expect(ku('page_number', { page: 12_345 })).toBe('پەڕەی ١٢٬٣٤٥');
    expect(getTranslator('ar')('page_number', { page: 3 })).toMatch(/٣/);
    expect(getTranslator('en')('page_number', { page: 1234 })).toBe('Page 1,234');
    // A client without Sorani data still writes Arabic-Indic digits: nothing here asks Intl for ckb numbers.
    expect(ku('listing_results_count', { count: 7 })).not.toMatch(/[0-9]/);
  });

  it('shows a missing key as itself', () => {
    const t = createTranslator('en', {} as Messages);
    expect(t('listing_no_results')).toBe('listing_no_results');
  });
});
