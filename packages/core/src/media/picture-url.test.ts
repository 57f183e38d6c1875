import { describe, expect, it } from 'vitest';
import {
  ARTWORK_WIDTHS,
  PICTURE_WIDTHS,
  artworkRasterUrl,
  mediaIdOfUrl,
  pictureSrcSet,
  pictureUrl,
} from './picture-url';

const id = '3f2b8c1e-0a4d-4e6f-9b7a-5c3d2e1f0a9b';

describe('picture URLs', () => {
  it('names an upload by id, width and format, and reads the id back', () => {
    expect(pictureUrl(id)).toBe(`/api/media/uploads/${id}/w960.webp`);
    expect(pictureUrl(id, 320, 'avif')).toBe(`/api/media/uploads/${id}/w320.avif`);
    expect(mediaIdOfUrl(pictureUrl(id, 480))).toBe(id);
    expect(mediaIdOfUrl('/api/media/products/KETTLE-4001/1.svg')).toBeNull();
  });

  it('offers every width of an upload in its own format', () => {
    const srcSet = pictureSrcSet(pictureUrl(id, 960, 'avif'))!;
    const candidates = srcSet.split(', ');
    expect(candidates).toHaveLength(PICTURE_WIDTHS.length);
    expect(candidates[0]).toBe(`/api/media/uploads/${id}/w160.avif 160w`);
    expect(candidates.at(-1)).toBe(`/api/media/uploads/${id}/w1920.avif 1920w`);
    for (const [i, width] of PICTURE_WIDTHS.entries())
      expect(candidates[i]).toMatch(new RegExp(`/w${width}\\.avif ${width}w$`));
  });

  it('offers generated artwork in its WebP widths', () => {
    expect(pictureSrcSet('/api/media/banners/summer-cooling.svg')).toBe(
      ARTWORK_WIDTHS.map((w) => `/api/media/banners/summer-cooling.w${w}.webp ${w}w`).join(', '),
    );
    expect(pictureSrcSet('/api/media/products/KETTLE-4001/2.svg')).toMatch(
      /^\/api\/media\/products\/KETTLE-4001\/2\.w320\.webp 320w, /,
    );
    expect(artworkRasterUrl('/api/media/products/KETTLE-4001/2.svg', 640)).toBe(
      '/api/media/products/KETTLE-4001/2.w640.webp',
    );
    expect(artworkRasterUrl('/api/media/banners/../x.svg', 640)).toBeNull();
  });

  it('offers nothing for other sites or a look-alike path', () => {
    expect(pictureSrcSet('https://cdn.example.com/api/media/banners/summer-cooling.svg')).toBeNull();
    expect(pictureSrcSet('/api/media/banners/Summer.svg')).toBeNull();
    expect(pictureSrcSet('/api/media/products/KETTLE-4001/1.svg?x=1')).toBeNull();
    expect(pictureSrcSet(`https://cdn.example.com/api/media/uploads/${id}/w960.webp`)).toBeNull();
    expect(pictureSrcSet(`/api/media/uploads/${id}/w960.webp?x=1`)).toBeNull();
    expect(pictureSrcSet(`/api/media/uploads/${id}/w960.png`)).toBeNull();
  });
});
