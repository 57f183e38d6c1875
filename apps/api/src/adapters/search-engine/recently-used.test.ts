import { describe, expect, it } from 'vitest';
import { RecentlyUsed } from './recently-used';

describe('RecentlyUsed', () => {
  it('keeps at most its limit, dropping the least recently read or written first', () => {
    const kept = new RecentlyUsed<string, number>(2);
    kept.set('a', 1);
    kept.set('b', 2);
    expect(kept.get('a')).toBe(1);
    kept.set('c', 3);
    expect(kept.size).toBe(2);
    expect(kept.get('b')).toBeUndefined();
    expect(kept.get('a')).toBe(1);
    expect(kept.get('c')).toBe(3);
    kept.set('c', 4);
    kept.set('d', 5);
    expect(kept.get('a')).toBeUndefined();
    expect([kept.get('c'), kept.get('d')]).toEqual([4, 5]);
  });
});
