import { describe, expect, it } from 'vitest';
import type { ProductDetail } from './api';
import {
  bodyOf,
  checkBody,
  EMPTY_PRODUCT,
  extrasOf,
  formValuesOf,
  patchOf,
  type ProductFormValues,
} from './product-form';

const values = (changes: Partial<ProductFormValues> = {}): ProductFormValues => ({
  ...EMPTY_PRODUCT,
  sku: 'KETTLE-1',
  price: '35000',
  stock: '12',
  category_id: '3',
  title: { ku: 'کتری', ar: 'غلاية', en: 'Kettle' },
  ...changes,
});
const noExtras = { pictures: [], attributeValueIds: [], related: [] };

const detail: ProductDetail = {
  id: 9,
  sku: 'KETTLE-1',
  title: { ku: 'کتری', ar: 'غلاية', en: 'Kettle' },
  price: 35000,
  original_price: null,
  discount_percent: null,
  stock: 12,
  low_stock: false,
  active: true,
  category: { id: 3, title: { ku: 'ک', ar: 'ف', en: 'C' }, collection_id: 1 },
  collection: { id: 1, title: { ku: '', ar: '', en: '' } },
  brand: null,
  description: { ku: '', ar: '', en: '' },
  content: { ku: '', ar: '', en: '' },
  advantages: [],
  model: null,
  capacity_liters: 1.7,
  net_capacity: null,
  images: [{ media_id: null, url: '/api/media/products/KETTLE-1/1.svg', alt: { ku: 'وێنە', ar: '', en: '' } }],
  attribute_values: [],
  related: [{ id: 4, sku: 'CUP-1', title: { ku: 'کوپ', ar: '', en: 'Cup' }, active: true }],
  updated_at: '2026-11-24T00:00:00Z',
};

describe('the product form and the API body', () => {
  it('turns typed text into the contract body, Arabic-Indic digits included', () => {
    const body = bodyOf(values({ price: '٣٥٬٠٠٠', stock: '۱۲', brand_id: '' }), noExtras);
    expect(body).toMatchObject({
      sku: 'KETTLE-1',
      price: 35000,
      stock: 12,
      category_id: 3,
      brand_id: null,
      original_price: null,
    });
    expect(checkBody(body, true)).toBeNull();
  });

  it('reports the contract refusals by field, as message keys', () => {
    const issues = checkBody(
      bodyOf(values({ sku: 'bad sku!', price: 'abc', title: { ku: ' ', ar: '', en: '' } }), noExtras),
      true,
    );
    expect(issues).toMatchObject({ sku: ['sku_invalid'], price: ['price_invalid'], title: ['title_required'] });
  });

  it('needs a category for a new product', () => {
    expect(checkBody(bodyOf(values({ category_id: '' }), noExtras), true)).toHaveProperty('category_id');
  });

  it('reads a product back into the form without changing it', () => {
    const form = formValuesOf(detail);
    const extras = extrasOf(detail, (t) => t.en);
    expect(form).toMatchObject({ price: '35000', stock: '12', category_id: '3', brand_id: '', capacity_liters: '1.7' });
    expect(extras.pictures).toEqual([
      { media: '/api/media/products/KETTLE-1/1.svg', url: detail.images[0]!.url, alt: { ku: 'وێنە', ar: '', en: '' } },
    ]);
    expect(extras.related).toEqual([{ id: 4, label: 'Cup' }]);
    expect(patchOf({ values: form, extras }, form, extras)).toEqual({});
  });

  it('sends only what changed, so a text edit names no price field', () => {
    const form = formValuesOf(detail);
    const extras = extrasOf(detail, (t) => t.en);
    const patch = patchOf(
      { values: form, extras },
      { ...form, title: { ...form.title, en: 'Electric kettle' } },
      extras,
    );
    expect(patch).toEqual({ title: { ku: 'کتری', ar: 'غلاية', en: 'Electric kettle' } });
    expect(checkBody(patch, false)).toBeNull();
  });

  it('a changed price is in the patch (the API decides whether the role may)', () => {
    const form = formValuesOf(detail);
    const extras = extrasOf(detail, (t) => t.en);
    expect(patchOf({ values: form, extras }, { ...form, price: '1' }, extras)).toEqual({ price: 1 });
  });

  it('sends pictures in their order with their alt texts', () => {
    const pictures = [
      { media: 'b', url: '/b', alt: { ku: 'ب', ar: '', en: '' } },
      { media: 'a', url: '/a', alt: { ku: '', ar: '', en: 'A' } },
    ];
    expect(bodyOf(values(), { ...noExtras, pictures }).images).toEqual([
      { media: 'b', alt: { ku: 'ب', ar: '', en: '' } },
      { media: 'a', alt: { ku: '', ar: '', en: 'A' } },
    ]);
  });
});
