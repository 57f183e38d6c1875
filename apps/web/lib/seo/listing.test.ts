import { describe, expect, it } from 'vitest';
import { parseListingState } from '@/features/catalogue/url-state';
import { canonicalListing } from './listing';

const canonical = (query: string) => canonicalListing(parseListingState(new URLSearchParams(query)));

describe('canonicalListing', () => {
  it('is the plain listing, or one category or collection', () => {
    expect(canonical('')).toEqual({
      path: '/products',
      categoryId: null,
      collectionId: null,
      page: 1,
      noIndex: false,
    });
    expect(canonical('category=3')).toMatchObject({ path: '/products?category=3', categoryId: 3 });
    expect(canonical('collection=2')).toMatchObject({ path: '/products?collection=2', collectionId: 2 });
    // A category is narrower than its collection.
    expect(canonical('collection=2&category=3')).toMatchObject({ path: '/products?category=3', collectionId: null });
  });

  it('folds sorts, other filters and several categories into one URL', () => {
    expect(canonical('category=3&sort=price_asc&brand=1&min_price=5000').path).toBe('/products?category=3');
    expect(canonical('category=3,4').path).toBe('/products');
    expect(canonical('values=9&page=3').path).toBe('/products');
    expect(canonical('sort=newest&page=2')).toMatchObject({ path: '/products', page: 1 });
  });

  it('keeps later pages of a canonical view', () => {
    expect(canonical('page=2')).toMatchObject({ path: '/products?page=2', page: 2 });
    expect(canonical('category=٣&page=٤').path).toBe('/products?category=3&page=4');
    expect(canonical('page=1').path).toBe('/products');
  });

  it('keeps search results out of the index', () => {
    expect(canonical('q=tea').noIndex).toBe(true);
    expect(canonical('q=tea').path).toBe('/products');
  });
});
