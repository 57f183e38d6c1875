import { describe, expect, it } from 'vitest';
import { sameSnapshot } from './store-kit';

describe('sameSnapshot', () => {
  const product = { id: 1, title: 'Fan', price: 1000 };
  const snapshot = (lines: object[], source = 'local') => ({ source, lines, count: lines.length, loadFailed: false });

  it('is true for equal fields and lines rebuilt around the same product objects', () => {
    expect(sameSnapshot(snapshot([]), snapshot([]))).toBe(true);
    expect(
      sameSnapshot(
        snapshot([{ productId: 1, quantity: 2, product }]),
        snapshot([{ productId: 1, quantity: 2, product }]),
      ),
    ).toBe(true);
  });

  it('is false when a field, a line, or a line’s product differs', () => {
    expect(sameSnapshot(snapshot([]), snapshot([], 'pending'))).toBe(false);
    expect(sameSnapshot(snapshot([{ productId: 1 }]), snapshot([{ productId: 2 }]))).toBe(false);
    expect(sameSnapshot(snapshot([{ productId: 1 }]), snapshot([{ productId: 1 }, { productId: 2 }]))).toBe(false);
    expect(sameSnapshot(snapshot([{ productId: 1, quantity: 2 }]), snapshot([{ productId: 1, quantity: 3 }]))).toBe(
      false,
    );
    expect(
      sameSnapshot(snapshot([{ productId: 1, product }]), snapshot([{ productId: 1, product: { ...product } }])),
    ).toBe(false);
    expect(sameSnapshot(snapshot([{ productId: 1 }]), snapshot([{ productId: 1, product: null }]))).toBe(false);
  });
});
