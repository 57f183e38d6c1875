// The addresses of pictures in the widths a screen needs, shared by the API (which makes and serves them) and the
// storefront (which asks for them): uploads, stored once and served resized to a fixed set of widths, so no one
// can fill the storage by asking for every width; and the generated SVG artwork's WebP widths.
import { SKU_PATTERN, SLUG_PATTERN, unanchored } from '../contract/patterns';

/** The widths a variant may have. */
export const PICTURE_WIDTHS = [160, 320, 480, 640, 960, 1280, 1920] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];
export const PICTURE_OUTPUTS = ['webp', 'avif'] as const;
export type PictureOutput = (typeof PICTURE_OUTPUTS)[number];
/** The variant a picture list points at; the storefront offers the other widths beside it (pictureSrcSet). */
export const DEFAULT_PICTURE_WIDTH: PictureWidth = 960;

const UPLOADED_PATH = /^\/api\/media\/uploads\/([0-9a-f-]{36})\/w\d+\.(webp|avif)$/;

export function pictureUrl(id: string, width: number = DEFAULT_PICTURE_WIDTH, output: PictureOutput = 'webp'): string {
  return `/api/media/uploads/${id}/w${width}.${output}`;
}

/** The upload id inside a picture URL the API made, or null for other paths (generated artwork, outside links). */
export function mediaIdOfUrl(url: string): string | null {
  return UPLOADED_PATH.exec(url)?.[1] ?? null;
}

/**
 * The widths the API also serves its generated SVG artwork in, as WebP. A browser draws each SVG picture as a
 * document of its own on the main thread (parsed, laid out and painted there), while a WebP is decoded off it:
 * on a phone's listing of twenty cards that was a third of the page's main-thread time.
 */
export const ARTWORK_WIDTHS = [320, 480, 640, 960, 1280] as const;
export type ArtworkWidth = (typeof ARTWORK_WIDTHS)[number];

/** A generated artwork's address; the group is its name without `.svg`: `products/<sku>/<n>` or `<kind>/<slug>`. */
const ARTWORK_PATH = new RegExp(
  `^/api/media/((?:products/${unanchored(SKU_PATTERN)}/[1-9])|(?:[a-z]{1,20}/${unanchored(SLUG_PATTERN)}))\\.svg$`,
);

/** The WebP of a generated artwork at one width: `/api/media/banners/sale.svg` → `/api/media/banners/sale.w640.webp`. */
export function artworkRasterUrl(svgUrl: string, width: ArtworkWidth): string | null {
  const name = ARTWORK_PATH.exec(svgUrl)?.[1];
  return name ? rasterOf(name, width) : null;
}

const rasterOf = (artworkName: string, width: ArtworkWidth) => `/api/media/${artworkName}.w${width}.webp`;

/**
 * A `srcset` offering every width of an uploaded picture, in its own format, so a phone loads the 320 or 480
 * pixel variant for a card instead of the 960 one the picture list names; for generated artwork, its WebP
 * widths. Null for anything else (another site's picture, a look-alike path).
 */
export function pictureSrcSet(url: string): string | null {
  const match = UPLOADED_PATH.exec(url);
  if (match) {
    const id = match[1]!;
    const output = match[2] as PictureOutput;
    return PICTURE_WIDTHS.map((width) => `${pictureUrl(id, width, output)} ${width}w`).join(', ');
  }
  const artworkName = ARTWORK_PATH.exec(url)?.[1];
  if (!artworkName) return null;
  return ARTWORK_WIDTHS.map((width) => `${rasterOf(artworkName, width)} ${width}w`).join(', ');
}
