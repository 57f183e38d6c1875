import { ProductDetail, ProductSummary } from '@dukan/core/contract/catalogue';
import { describe, expect, it } from 'vitest';
import { reshapeFacets, reshapeProductDetail, reshapeProductSummary, reshapeSearchResponse } from './reshape';
import { SearchResponse } from './search-document';

const summary = ProductSummary.parse({
  id: 7,
  sku: 'FR-007',
  title: 'سەلاجەی سامسونگ',
  description: 'سەلاجەیەکی گەورە',
  price: 450000,
  original_price: 500000,
  discount_percent: 10,
  currency: 'IQD',
  image: '/api/media/products/FR-007/1.svg',
  stock: 3,
  in_stock: true,
  category: { id: 2, title: 'سەلاجە', collection_id: 1 },
  brand: { id: 4, title: 'Samsung' },
  best_seller_rank: null,
});

describe('reshapeProductSummary', () => {
  it('gives the card what it shows', () => {
    expect(reshapeProductSummary(summary)).toEqual({
      id: 7,
      sku: 'FR-007',
      title: 'سەلاجەی سامسونگ',
      titleParts: null,
      price: 450000,
      originalPrice: 500000,
      discountPercent: 10,
      image: '/api/media/products/FR-007/1.svg',
      inStock: true,
      stock: 3,
      brand: 'Samsung',
      category: { id: 2, title: 'سەلاجە' },
    });
  });

  it('shows no discount when the original price is not higher', () => {
    const card = reshapeProductSummary({ ...summary, original_price: 450000, discount_percent: 0 });
    expect(card.originalPrice).toBeNull();
    expect(card.discountPercent).toBeNull();
  });

  it('computes the discount when the API leaves it out', () => {
    expect(reshapeProductSummary({ ...summary, discount_percent: null }).discountPercent).toBe(10);
  });

  it('treats zero stock as sold out', () => {
    expect(reshapeProductSummary({ ...summary, stock: 0, in_stock: true }).inStock).toBe(false);
  });
});

describe('reshapeProductDetail', () => {
  const detail = ProductDetail.parse({
    ...summary,
    content: 'Long text',
    images: ['/a/1.svg', '/a/2.svg'],
    model: 'RT-50',
    capacity_liters: 500,
    net_capacity: '480 L',
    advantages: ['Quiet', ' '],
    attributes: [
      { id: 1, key: 'color', title: 'Colour', values: [{ id: 11, attribute_id: 1, value: '#ffffff', title: 'White' }] },
      { id: 2, key: 'size', title: 'Size', values: [] },
    ],
    specification_groups: [
      { id: 5, title: 'Energy', specifications: [{ id: 51, title: 'Class', value: 'A++' }] },
      { id: 6, title: 'Empty', specifications: [] },
    ],
    related: [summary],
  });

  it('keeps images, facts, chosen attributes and non-empty groups', () => {
    const product = reshapeProductDetail(detail);
    expect(product.images).toEqual(['/a/1.svg', '/a/2.svg']);
    expect(product.image).toBe('/a/1.svg');
    expect(product.capacityLiters).toBe(500);
    expect(product.netCapacity).toBe('480 L');
    expect(product.model).toBe('RT-50');
    expect(product.advantages).toEqual(['Quiet']);
    expect(product.options).toEqual([
      { id: 1, key: 'color', title: 'Colour', values: [{ id: 11, title: 'White', value: '#ffffff' }] },
    ]);
    expect(product.specificationGroups).toEqual([
      { id: 5, title: 'Energy', rows: [{ id: 51, title: 'Class', value: 'A++' }] },
    ]);
    expect(product.related[0]!.id).toBe(7);
  });

  it('falls back to the cover image when the gallery is empty', () => {
    expect(reshapeProductDetail({ ...detail, images: [] }).images).toEqual([summary.image]);
  });
});

describe('reshapeSearchResponse', () => {
  const response = SearchResponse.parse({
    hits: [
      {
        id: 7,
        sku: 'FR-007',
        title_ku: 'سەلاجەی سامسونگ',
        title_ar: 'ثلاجة سامسونج',
        title_en: 'Samsung <b>fridge</b>',
        category: { id: 2, title_ku: 'سەلاجە', title_ar: 'ثلاجات', title_en: 'Fridges', collection_id: 1 },
        brand: { id: 4, title_ku: 'سامسونگ', title_ar: 'سامسونج', title_en: 'Samsung' },
        price: 450000,
        original_price: 500000,
        discount_percent: 10,
        stock: 0,
        in_stock: false,
        images: ['/x/1.svg'],
        image: null,
        _formatted: { title_en: '<mark>Sams</mark>ung <b>fridge</b>', title_ku: '', title_ar: 'ثلاجة' },
      },
    ],
    estimatedTotalHits: 31,
    facetDistribution: { category_id: { '2': 12, bad: 3 }, values: { '11': 4 }, brand_id: { '4': 9 } },
  });

  it('picks the language, marks matches and counts pages', () => {
    const results = reshapeSearchResponse(response, 'en', 2, 10);
    expect(results.total).toBe(31);
    expect(results.lastPage).toBe(4);
    expect(results.page).toBe(2);
    const [card] = results.items;
    expect(card).toMatchObject({
      title: 'Samsung <b>fridge</b>',
      brand: 'Samsung',
      category: { id: 2, title: 'Fridges' },
      image: '/x/1.svg',
      inStock: false,
    });
    expect(card!.titleParts).toEqual([
      { text: 'Sams', highlighted: true },
      { text: 'ung <b>fridge</b>', highlighted: false },
    ]);
  });

  it('never shows the highlight of another field than the shown title', () => {
    const [ku] = reshapeSearchResponse(response, 'ku', 1, 10).items;
    expect(ku!.title).toBe('سەلاجەی سامسونگ');
    expect(ku!.titleParts).toBeNull();
    const [ar] = reshapeSearchResponse(response, 'ar', 1, 10).items;
    expect(ar!.title).toBe('ثلاجة سامسونج');
    expect(ar!.titleParts).toBeNull();
  });

  it('highlights the fallback title when the language has none', () => {
    const hit = { ...response.hits[0]!, title_ar: '', _formatted: { title_ku: '<mark>سەلاجە</mark>ی سامسونگ' } };
    const [card] = reshapeSearchResponse({ ...response, hits: [hit] }, 'ar', 1, 10).items;
    expect(card!.title).toBe('سەلاجەی سامسونگ');
    expect(card!.titleParts).toEqual([
      { text: 'سەلاجە', highlighted: true },
      { text: 'ی سامسونگ', highlighted: false },
    ]);
  });

  it('reads facet counts by id and ignores keys that are not ids', () => {
    const facets = reshapeFacets(response.facetDistribution);
    expect([...facets.categories]).toEqual([[2, 12]]);
    expect([...facets.values]).toEqual([[11, 4]]);
    expect([...facets.brands]).toEqual([[4, 9]]);
    expect(facets.collections.size).toBe(0);
  });
});
