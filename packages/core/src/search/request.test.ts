import { describe, expect, it } from 'vitest';
import { SearchRequest, searchParamErrorCode } from './request';

describe('SearchRequest', () => {
  it('reads GET query strings: comma lists, Arabic-Indic digits, JSON array filters', () => {
    const parsed = SearchRequest.parse({
      q: 'ثلاجة',
      offset: '٢٠',
      limit: '۱۰',
      facets: 'category_id, values',
      sort: 'price:asc',
      attributesToHighlight: 'title_ku,title_ar,title_en',
      filter: '[["category_id = 1","category_id = 2"],"in_stock = true"]',
    });
    expect(parsed).toMatchObject({
      q: 'ثلاجة',
      offset: 20,
      limit: 10,
      facets: ['category_id', 'values'],
      sort: ['price:asc'],
      attributesToHighlight: ['title_ku', 'title_ar', 'title_en'],
      filter: [['category_id = 1', 'category_id = 2'], 'in_stock = true'],
    });
  });

  it('reads POST bodies with arrays and numbers, and defaults q to an empty string', () => {
    expect(SearchRequest.parse({ limit: 5, sort: ['price:desc'], q: null })).toMatchObject({
      q: '',
      limit: 5,
      sort: ['price:desc'],
    });
  });

  it.each([
    [{ limit: '1.5' }, 'limit'],
    [{ limit: 101 }, 'limit'],
    [{ offset: '-3' }, 'offset'],
    [{ sort: 'name:asc' }, 'sort'],
    [{ facets: 'secret' }, 'facets'],
    [{ filter: 3 }, 'filter'],
    [{ q: 'x'.repeat(501) }, 'q'],
  ])('rejects %j at %s', (input, field) => {
    const result = SearchRequest.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path[0]).toBe(field);
  });

  it('maps parameters to Meilisearch error codes', () => {
    expect(searchParamErrorCode('limit')).toBe('invalid_search_limit');
    expect(searchParamErrorCode('attributesToHighlight')).toBe('invalid_search_attributes_to_highlight');
    expect(searchParamErrorCode('whatever')).toBe('bad_request');
  });
});
