// Which listing URL search engines should index for a given view. The listing's state lives in its query
// (features/catalogue/url-state.ts), so filters, sorts and multi-selections make endless URLs for the same products.
// A category or a collection alone is a page of its own (the sitemap lists those); every other filter and
// the sort fold into it. Later pages keep `?page=` only when nothing else was folded away: page 2 of a
// category is its own page, page 2 of a sorted view is not page 2 of the unsorted one. Search results
// (`q`) are not indexed at all: internal search pages are thin duplicates of the catalogue.
import { EMPTY_LISTING_STATE, listingHref, type ListingState } from '@/features/catalogue/url-state';

export interface ListingCanonical {
  /** Path after the language prefix, with its canonical query: `/products?category=3&page=2`. */
  path: string;
  /** The one category or collection the canonical view shows, for its title. */
  categoryId: number | null;
  collectionId: number | null;
  /** The canonical view's page (1 when the view was folded into another one). */
  page: number;
  noIndex: boolean;
}

export function canonicalListing(state: ListingState): ListingCanonical {
  const categoryId = state.categoryIds.length === 1 ? state.categoryIds[0]! : null;
  const collectionId = categoryId === null && state.collectionIds.length === 1 ? state.collectionIds[0]! : null;
  const canonical: ListingState = {
    ...EMPTY_LISTING_STATE,
    categoryIds: categoryId === null ? [] : [categoryId],
    collectionIds: collectionId === null ? [] : [collectionId],
  };
  const folded = listingHref('', { ...state, page: 1 }) !== listingHref('', canonical);
  if (!folded) canonical.page = state.page;
  return {
    path: listingHref('/products', canonical),
    categoryId,
    collectionId,
    page: canonical.page,
    noIndex: state.q !== '',
  };
}
