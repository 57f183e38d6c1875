import { buildProductFilter } from '@dukan/core/search/filter-builder';
import { describe, expect, it } from 'vitest';
import { toFilterSelection } from './selection';
import { EMPTY_LISTING_STATE } from './url-state';

// value → attribute: 1,2 colour (10); 3,4 size (20)
const attributeOfValue = new Map([
  [1, 10],
  [2, 10],
  [3, 20],
  [4, 20],
]);

describe('toFilterSelection', () => {
  it('is empty for an empty state', () => {
    expect(toFilterSelection(EMPTY_LISTING_STATE, attributeOfValue)).toEqual({});
    expect(buildProductFilter(toFilterSelection(EMPTY_LISTING_STATE, attributeOfValue))).toBe('');
  });

  it('groups values by attribute: OR inside one attribute, AND across attributes', () => {
    const selection = toFilterSelection({ ...EMPTY_LISTING_STATE, valueIds: [1, 2, 3, 99] }, attributeOfValue);
    expect(selection.valueGroups).toEqual([[1, 2], [3], [99]]);
    expect(buildProductFilter(selection)).toBe('values IN [1, 2] AND values = 3 AND values = 99');
  });

  it('carries categories, collections, brands and the price range', () => {
    const selection = toFilterSelection(
      { ...EMPTY_LISTING_STATE, categoryIds: [5, 6], collectionIds: [2], brandIds: [8], minPrice: 0, maxPrice: 9000 },
      attributeOfValue,
    );
    expect(selection).toEqual({ categoryIds: [5, 6], collectionIds: [2], brandIds: [8], minPrice: 0, maxPrice: 9000 });
  });
});
