import { describe, expect, it } from 'vitest';
import { blockingBySource, blockingSource } from './blocking';

describe('blockingSource', () => {
  it('tells scripts from the document and from unattributed work', () => {
    expect(blockingSource('https://localhost:8443/_next/static/chunks/2zygfrifph-bf.js')).toBe('scripts');
    expect(blockingSource('https://localhost:8443/_next/static/chunks/a.js?v=1')).toBe('scripts');
    expect(blockingSource('https://localhost:8443/ku/products')).toBe('document');
    expect(blockingSource('https://localhost:8443/_next/static/chunks/0h7xf6c28h4lx.css')).toBe('document');
    expect(blockingSource('Unattributable')).toBe('other');
    expect(blockingSource('')).toBe('other');
  });
});

describe('blockingBySource', () => {
  it('counts the part of each task between the first paint and interactive that is beyond 50 ms', () => {
    const tasks = [
      // Before the first paint: not counted.
      { url: 'https://shop/ku', startTime: 700, duration: 120 },
      // Straddles the first paint at 1,000 ms: 1,000–1,130 counts, 130 − 50 = 80.
      { url: 'https://shop/ku', startTime: 950, duration: 180 },
      // Wholly inside: 200 − 50 = 150.
      { url: 'https://shop/_next/static/chunks/a.js', startTime: 1500, duration: 200 },
      // Straddles interactive at 2,000 ms: 1,900–2,000 counts, 100 − 50 = 50.
      { url: 'Unattributable', startTime: 1900, duration: 300 },
      // After interactive: not counted.
      { url: 'https://shop/_next/static/chunks/b.js', startTime: 2100, duration: 400 },
      // Inside but under the threshold once clipped: 40 ms, nothing.
      { url: 'https://shop/_next/static/chunks/c.js', startTime: 1960, duration: 90 },
    ];
    expect(blockingBySource(tasks, 1000, 2000)).toEqual({ document: 80, scripts: 150, other: 50 });
  });

  it('is zero without long tasks', () => {
    expect(blockingBySource([], 800, 1800)).toEqual({ document: 0, scripts: 0, other: 0 });
  });
});
