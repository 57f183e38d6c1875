import { describe, expect, it, vi } from 'vitest';
import { isStaleCodeError, RELOAD_GUARD_KEY, RELOAD_GUARD_MS, reloadWithGuard } from './reload-guard';

function memory(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

describe('reload guard', () => {
  it('reloads once, then not again within 10 seconds, then again after', () => {
    const store = memory();
    const reload = vi.fn();
    expect(reloadWithGuard(store, 100_000, reload)).toBe(true);
    expect(store.map.get(RELOAD_GUARD_KEY)).toBe('100000');
    expect(reloadWithGuard(store, 100_000 + RELOAD_GUARD_MS - 1, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadWithGuard(store, 100_000 + RELOAD_GUARD_MS, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(RELOAD_GUARD_MS).toBe(10_000);
  });

  it('does not reload when storage is missing or throws (no loop can be ruled out)', () => {
    const reload = vi.fn();
    expect(reloadWithGuard(null, 1, reload)).toBe(false);
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => undefined,
    };
    expect(reloadWithGuard(broken, 1, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('a time in the future (clock changed) does not block reloading for ever', () => {
    const reload = vi.fn();
    expect(reloadWithGuard(memory({ [RELOAD_GUARD_KEY]: '900000' }), 1_000, reload)).toBe(true);
  });

  it('knows the errors a reload cures', () => {
    const chunk = Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' });
    expect(isStaleCodeError(chunk)).toBe(true);
    expect(isStaleCodeError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isStaleCodeError(new Error('Loading CSS chunk app-layout failed'))).toBe(true);
    expect(isStaleCodeError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isStaleCodeError('Loading chunk 1 failed')).toBe(false);
  });
});
