import { ProductListQuery } from '@dukan/core/contract/catalogue';
import { describe, expect, it } from 'vitest';
import { productFiltersKey, productPageKey } from './index';

const parse = (q: Record<string, string>) => ProductListQuery.parse(q);

describe('productPageKey', () => {
  it('shares one entry between spellings of the same filters', () => {
    expect(productPageKey('ku', parse({ category: '2,1,1' }))).toBe(productPageKey('ku', parse({ category: '1,2' })));
    expect(productPageKey('ku', parse({}))).toBe(
      productPageKey('ku', parse({ page: '1', limit: '20', sort: 'newest' })),
    );
  });

  it('tells apart every parameter and the locale', () => {
    const variants: Record<string, string>[] = [
      {},
      { page: '2' },
      { limit: '10' },
      { sort: 'price_asc' },
      { category: '1' },
      { collection: '1' },
      { values: '1' },
      { brand: '1' },
      { ids: '1' },
      { min_price: '1' },
      { max_price: '1' },
      { discounted: 'true' },
      { discounted: 'false' },
      { in_stock: 'true' },
      { in_stock: 'false' },
    ];
    const keys = variants.map((v) => productPageKey('ku', parse(v)));
    expect(new Set(keys).size).toBe(variants.length);
    expect(productPageKey('ar', parse({}))).not.toBe(productPageKey('ku', parse({})));
  });
});

describe('productFiltersKey', () => {
  it('ignores what only orders or cuts the list, so pages and sorts share one total', () => {
    const filters = { category: '3', in_stock: 'true' };
    expect(productFiltersKey(parse({ ...filters, page: '4', limit: '10', sort: 'price_desc' }))).toBe(
      productFiltersKey(parse(filters)),
    );
    expect(productFiltersKey(parse({ ...filters, min_price: '5' }))).not.toBe(productFiltersKey(parse(filters)));
  });
});
