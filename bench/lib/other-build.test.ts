import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseOtherBuild, roundOrder } from './other-build';

const names = (pages: { name: string }[]) => pages.map((p) => p.name);

describe('roundOrder', () => {
  const pages = [
    { name: 'bare Next.js' },
    { name: 'home' },
    { name: 'home (vs)' },
    { name: 'listing' },
    { name: 'listing (vs)' },
    { name: 'product' },
  ];
  it('keeps each page beside its counterpart, ours first in odd rounds', () => {
    expect(names(roundOrder(pages, 1))).toEqual(names(pages));
  });
  it('swaps each pair in even rounds and leaves a page without a counterpart where it is', () => {
    expect(names(roundOrder(pages, 2))).toEqual([
      'bare Next.js',
      'home (vs)',
      'home',
      'listing (vs)',
      'listing',
      'product',
    ]);
  });
  it('is the plain list when there is no other build', () => {
    const ours = [{ name: 'bare Next.js' }, { name: 'home' }, { name: 'listing' }];
    expect(names(roundOrder(ours, 2))).toEqual(names(ours));
  });
});

describe('parseOtherBuild', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'other-build-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is undefined when unset', () => {
    expect(parseOtherBuild(undefined, 'VS')).toBeUndefined();
    expect(parseOtherBuild('', 'VS')).toBeUndefined();
  });
  it('refuses a folder without a built storefront, naming the setting', () => {
    mkdirSync(path.join(root, 'apps/web'), { recursive: true });
    writeFileSync(path.join(root, 'apps/web/server.mjs'), '');
    expect(() => parseOtherBuild(root, 'VS')).toThrow(/^VS is a checkout of the shop with its storefront built/);
    expect(() => parseOtherBuild(path.join(root, 'missing'), 'VS')).toThrow(/^VS is/);
  });
  it('gives the absolute folder of a built checkout', () => {
    mkdirSync(path.join(root, 'apps/web/.next'), { recursive: true });
    writeFileSync(path.join(root, 'apps/web/.next/BUILD_ID'), 'x');
    expect(parseOtherBuild(path.relative(process.cwd(), root), 'VS')).toBe(root);
  });
});
