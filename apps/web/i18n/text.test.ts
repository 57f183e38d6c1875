import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import { namespaceOf, type MessageKey } from './namespaces';
import { getText, namespaceMessages } from './text';

const toAscii = (s: string) => s.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x660));

describe('getText', () => {
  it('reads the keys of its namespace, values filled in', () => {
    const t = getText('en', 'cart');
    expect(t('cart_total')).toBe('Total');
    expect(t('cart_remove_item', { title: 'Fridge' })).toBe('Remove Fridge from the cart');
    expect(t.locale).toBe('en');
    expect(t.namespace).toBe('cart');
  });

  it('refuses a key of another namespace, at compile time and at run time', () => {
    const t = getText('en', 'cart');
    // @ts-expect-error -- `session_sign_in` is not a key of `cart`.
    expect(() => t('session_sign_in')).toThrow(/getText\(locale, 'cart'\).*session_sign_in/);
    expect(t.has('cart_total')).toBe(true);
    expect(t.has('session_sign_in')).toBe(false);
    expect(t.has('cart_no_such_key')).toBe(false);
  });

  it('uses each language’s plural forms (Arabic has six)', () => {
    const ar = getText('ar', 'listing');
    expect(ar('listing_results_count', { count: 0 })).toBe('لا توجد منتجات');
    expect(ar('listing_results_count', { count: 1 })).toBe('منتج واحد');
    expect(ar('listing_results_count', { count: 2 })).toBe('منتجان');
    expect(toAscii(ar('listing_results_count', { count: 3 }))).toBe('3 منتجات');
    expect(toAscii(ar('listing_results_count', { count: 11 }))).toBe('11 منتجًا');
    const t = getText('en', 'listing');
    expect(t('listing_results_count', { count: 1 })).toBe('1 product');
    expect(t('listing_results_count', { count: 25 })).toBe('25 products');
  });

  it('writes numbers in the page’s digits: Arabic-Indic for Sorani and Arabic, grouped', () => {
    expect(getText('ku', 'page')('page_number', { page: 12_345 })).toBe('پەڕەی ١٢٬٣٤٥');
    expect(getText('ar', 'page')('page_number', { page: 3 })).toMatch(/٣/);
    expect(getText('en', 'page')('page_number', { page: 1234 })).toBe('Page 1,234');
    expect(getText('ku', 'listing')('listing_results_count', { count: 7 })).not.toMatch(/[0-9]/);
    // Strings (an amount written already, a code) are shown as written.
    expect(getText('ku', 'cart')('cart_voucher_applied', { code: 'SAVE10', amount: '١٬٠٠٠ د.ع.' })).toContain('SAVE10');
  });
});

describe('namespaceMessages', () => {
  it('picks the asked namespaces and nothing else', () => {
    const picked = namespaceMessages('en', ['alert', 'error']);
    const keys = Object.keys(picked);
    expect(keys).toContain('alert_too_many_attempts');
    expect(keys).toContain('error_try_again');
    expect(keys.every((key) => key.startsWith('alert_') || key.startsWith('error_'))).toBe(true);
    expect(keys).toHaveLength(Object.keys(en).filter((key) => /^(alert|error)_/.test(key)).length);
  });
});

describe('namespaces', () => {
  it('every key starts with a namespace of two or more keys, so no text is left without one', () => {
    const sizes = new Map<string, number>();
    for (const key of Object.keys(en) as MessageKey[]) {
      expect(key, 'a key without a namespace').toContain('_');
      sizes.set(namespaceOf(key), (sizes.get(namespaceOf(key)) ?? 0) + 1);
    }
    for (const [namespace, size] of sizes) expect(size, namespace).toBeGreaterThan(1);
  });
});
