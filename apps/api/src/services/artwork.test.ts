import { describe, expect, it } from 'vitest';
import {
  MEDIA_KINDS,
  MOTIF_NAMES,
  motifForSku,
  productImagePath,
  renderArtwork,
  renderProductArtwork,
} from './artwork';

function expectSafeSvg(svg: string) {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  // The SVG namespace is an identifier, never fetched; nothing else may point outside the document.
  const withoutNamespace = svg.replace('xmlns="http://www.w3.org/2000/svg"', '');
  expect(withoutNamespace).not.toMatch(/https?:|\/\//i);
  expect(svg).not.toMatch(/<script|<image|<foreignObject|<text|href=|@import|on[a-z]+=/i);
  // Only same-document references like url(#id).
  for (const ref of svg.matchAll(/url\(([^)]*)\)/g)) expect(ref[1]).toMatch(/^#[a-z0-9]+$/);
  // Balanced tags: every opened element is closed or self-closed.
  const opened = [...svg.matchAll(/<([a-zA-Z]+)\b([^>]*)>/g)].filter((m) => !m[2]!.endsWith('/')).map((m) => m[1]);
  const closed = [...svg.matchAll(/<\/([a-zA-Z]+)>/g)].map((m) => m[1]);
  expect(closed.sort()).toEqual(opened.sort());
  expect(svg.length).toBeLessThan(8_000);
}

describe('product artwork', () => {
  it('is a pure function of SKU and image number', () => {
    expect(renderProductArtwork('FRIDGE-1001', 1)).toBe(renderProductArtwork('FRIDGE-1001', 1));
    expect(renderProductArtwork('FRIDGE-1001', 1)).not.toBe(renderProductArtwork('FRIDGE-1001', 2));
    expect(renderProductArtwork('FRIDGE-1001', 1)).not.toBe(renderProductArtwork('FRIDGE-1002', 1));
  });

  it('draws the motif named by the SKU prefix, and a hashed one otherwise', () => {
    expect(motifForSku('KETTLE-4001')).toBe('kettle');
    expect(motifForSku('phone-x')).toBe('phone');
    expect(MOTIF_NAMES).toContain(motifForSku('ZZZ-1'));
    expect(motifForSku('ZZZ-1')).toBe(motifForSku('ZZZ-1'));
  });

  it('is small, self-contained SVG for every motif and image', () => {
    for (const motif of MOTIF_NAMES) {
      for (const n of [1, 2, 3]) expectSafeSvg(renderProductArtwork(`${motif.toUpperCase()}-77`, n));
    }
  });

  it('has paths the media route serves', () => {
    expect(productImagePath('TV-6001', 2)).toBe('/api/media/products/TV-6001/2.svg');
  });
});

describe('page artwork', () => {
  it('renders every kind deterministically, for known and unknown keys', () => {
    for (const kind of MEDIA_KINDS) {
      for (const key of ['refrigerators', 'summer-cooling', 'some-unknown-slug']) {
        const svg = renderArtwork(kind, key);
        expectSafeSvg(svg);
        expect(renderArtwork(kind, key)).toBe(svg);
      }
    }
    expect(renderArtwork('banners', 'a')).not.toBe(renderArtwork('banners', 'b'));
  });
});
