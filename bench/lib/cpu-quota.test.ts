import { describe, expect, it } from 'vitest';
import { parseCpuQuota } from './cpu-quota';

describe('parseCpuQuota', () => {
  it('is undefined when unset, so the run is not confined', () => {
    expect(parseCpuQuota(undefined, 'Q')).toBeUndefined();
    expect(parseCpuQuota('', 'Q')).toBeUndefined();
  });
  it('reads a share of a core or several cores', () => {
    expect(parseCpuQuota('0.75', 'Q')).toBe(0.75);
    expect(parseCpuQuota('2', 'Q')).toBe(2);
  });
  it('refuses what is not a positive number of cores, naming the setting', () => {
    for (const bad of ['0', '-1', 'fast', 'NaN', '1e9'])
      expect(() => parseCpuQuota(bad, 'Q')).toThrow(/^Q is a number/);
  });
});
