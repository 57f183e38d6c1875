import { describe, expect, it } from 'vitest';
import { disjunctiveFacetGroups, searchParamsFor } from './search-api';

describe('searchParamsFor', () => {
  it('asks for a page of hits, highlighted titles and facets', () => {
    const params = searchParamsFor(
      { q: 'فریزەر', page: 3, limit: 10, selection: { categoryIds: [2], minPrice: 1000 }, sort: ['price:asc'] },
      'ar',
    );
    expect(params).toEqual({
      q: 'فریزەر',
      offset: 20,
      limit: 10,
      facets: 'category_id,collection_id,values,brand_id',
      attributesToHighlight: 'title_ar,title_ku,title_en',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      filter: 'category_id = 2 AND price >= 1000',
      sort: 'price:asc',
    });
  });

  it('leaves filter and sort out when there are none', () => {
    const params = searchParamsFor({ q: '', page: 1, limit: 10, selection: {} }, 'ku');
    expect(params.filter).toBeUndefined();
    expect(params.sort).toBeUndefined();
    expect(params.offset).toBe(0);
  });
});

describe('disjunctiveFacetGroups', () => {
  const attributeValues = new Map([
    [10, [1, 2]],
    [20, [3, 4]],
  ]);
  const attributeOfValue = new Map([
    [1, 10],
    [2, 10],
    [3, 20],
    [4, 20],
  ]);

  it('asks nothing extra without a selection', () => {
    expect(disjunctiveFacetGroups({}, attributeValues, attributeOfValue)).toEqual([]);
  });

  it('counts each selected group without its own choices', () => {
    const selection = { categoryIds: [5], valueGroups: [[1], [3, 4]], minPrice: 10 };
    const groups = disjunctiveFacetGroups(selection, attributeValues, attributeOfValue);
    expect(groups).toEqual([
      { field: 'category_id', selection: { categoryIds: [], valueGroups: [[1], [3, 4]], minPrice: 10 } },
      { field: 'values', selection: { categoryIds: [5], valueGroups: [[3, 4]], minPrice: 10 }, valueIds: [1, 2] },
      { field: 'values', selection: { categoryIds: [5], valueGroups: [[1]], minPrice: 10 }, valueIds: [3, 4] },
    ]);
  });
});
