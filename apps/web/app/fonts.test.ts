import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { ARABIC_SUBSET_RANGES, unicodeRange } from '../../../scripts/subset-arabic-font.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const ranges = ARABIC_SUBSET_RANGES as Array<[number, number]>;

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(full, pattern);
    return pattern.test(name) && !name.includes('.test.') ? [full] : [];
  });
}

describe('the Arabic-script font subset', () => {
  it('is declared with the ranges the subset was cut to', () => {
    const declared = readFileSync(path.join(here, 'fonts.ts'), 'utf8').match(/'unicode-range',\s*value:\s*'([^']+)'/);
    expect(declared?.[1]).toBe(unicodeRange(ranges));
  });

  it('covers every Arabic-script letter, digit and mark in the messages and the demo shop', () => {
    const sources = [
      ...filesUnder(path.join(root, 'apps/web/messages'), /\.json$/),
      ...filesUnder(path.join(root, 'apps/api/src/db/seed'), /\.ts$/),
      // The API's own messages (errors, texts and notifications in the shopper's language).
      ...filesUnder(path.join(root, 'apps/api/src/http/messages'), /\.ts$/),
    ];
    expect(sources.length).toBeGreaterThan(3);
    const outside = new Set<string>();
    for (const file of sources) {
      for (const char of readFileSync(file, 'utf8')) {
        const code = char.codePointAt(0)!;
        const arabicScript = (code >= 0x0590 && code <= 0x08ff) || (code >= 0xfb50 && code <= 0xfeff);
        if (arabicScript && !ranges.some(([from, to]) => code >= from && code <= to)) {
          outside.add(`U+${code.toString(16).toUpperCase()} in ${path.relative(root, file)}`);
        }
      }
    }
    expect([...outside]).toEqual([]);
  });

  it('is the cut file (about 21 kB), not the whole Arabic block (37 kB) or the whole 166 kB font', () => {
    const size = statSync(path.join(here, 'fonts/noto-sans-arabic-subset.woff2')).size;
    expect(size).toBeGreaterThan(10_000);
    expect(size).toBeLessThan(30_000);
  });
});
