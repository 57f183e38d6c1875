import * as contract from '@dukan/core/contract/shopping';
import { describe, expect, it } from 'vitest';
import { checkQuantity, MAX_BASKET_ITEMS, MAX_ITEM_QUANTITY, parseQuantity, quantityLimit } from './rules';

describe('quantity rules', () => {
  it("repeat the contract's limits", () => {
    expect(MAX_BASKET_ITEMS).toBe(contract.MAX_BASKET_ITEMS);
    expect(MAX_ITEM_QUANTITY).toBe(contract.MAX_ITEM_QUANTITY);
  });

  it('follow stock', () => {
    const product = { stock: 3, inStock: true };
    expect(checkQuantity(1, product)).toBeNull();
    expect(checkQuantity(3, product)).toBeNull();
    expect(checkQuantity(4, product)).toBe('quantity_limit');
    expect(checkQuantity(0, product)).toBe('quantity_negative');
    expect(checkQuantity(-2, product)).toBe('quantity_negative');
    expect(checkQuantity(1.5, product)).toBe('quantity_negative');
  });

  it('refuse a sold-out product whatever the quantity', () => {
    expect(checkQuantity(1, { stock: 0, inStock: true })).toBe('sold_out');
    expect(checkQuantity(1, { stock: 4, inStock: false })).toBe('sold_out');
    expect(quantityLimit({ stock: 0, inStock: false })).toBe(0);
  });

  it('cap a large stock at the per-line maximum', () => {
    expect(quantityLimit({ stock: 50_000, inStock: true })).toBe(MAX_ITEM_QUANTITY);
    expect(checkQuantity(MAX_ITEM_QUANTITY + 1, { stock: 50_000, inStock: true })).toBe('quantity_limit');
  });
});

describe('a typed quantity', () => {
  it('accepts ASCII, Arabic-Indic and Persian digits', () => {
    expect(parseQuantity('12')).toBe(12);
    expect(parseQuantity(' ١٢ ')).toBe(12);
    expect(parseQuantity('۳')).toBe(3);
    expect(parseQuantity('-1')).toBe(-1);
  });

  it('gives null for anything else', () => {
    for (const text of ['', ' ', 'abc', '1.5', '1e3', '12a', '--1', '1234567']) expect(parseQuantity(text)).toBeNull();
  });
});
