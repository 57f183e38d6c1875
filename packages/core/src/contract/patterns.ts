// The shapes of the names that appear in addresses, kept free of zod so the storefront's pictures can use them.

/** Letters, digits and hyphens: SKUs appear in picture paths (/api/media/products/{sku}/…) and CSV files. */
export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/;
/** Slugs of collections, categories and brands, keys of attributes, and names of generated artwork. */
export const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,79}$/;

/** What an anchored pattern (`^…$`) matches, without its anchors, to build it into a longer pattern. */
export function unanchored(pattern: RegExp): string {
  return pattern.source.slice(1, -1);
}
