import { describe, expect, it } from 'vitest';
import type { ProductDetail } from './api';
import {
  bodyOf,
  checkBody,
  EMPTY_PRODUCT,
  extrasOf,
  formValuesOf,
  moved,
  NO_EXTRAS,
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
const noExtras = NO_EXTRAS;

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

describe('advantages and specifications', () => {
  const withSpecs = {
    ...detail,
    advantages: [
      { ku: 'خێرا', ar: 'سريع', en: 'Fast' },
      { ku: 'بێدەنگ', ar: '', en: 'Quiet' },
    ],
    specifications: [
      {
        specification_id: 5,
        title: { ku: 'هێز', ar: 'القدرة', en: 'Power' },
        group: { id: 1, title: { ku: 'تەکنیکی', ar: '', en: 'Technical' } },
        value: { ku: '٢٠٠٠ وات', ar: '2000 واط', en: '2000 W' },
        public: true,
      },
    ],
  };

  it('reads them back into the form and sends nothing when untouched', () => {
    const form = formValuesOf(withSpecs);
    const extras = extrasOf(withSpecs, (t) => t.en);
    expect(extras.advantages).toEqual(withSpecs.advantages.map((a) => ({ ...a })));
    expect(extras.specifications).toEqual([
      { specification_id: 5, value: { ku: '٢٠٠٠ وات', ar: '2000 واط', en: '2000 W' }, public: true },
    ]);
    expect(patchOf({ values: form, extras }, form, extras)).toEqual({});
  });

  it('sends a reordered list whole, trimmed, without lines left empty in every language', () => {
    const form = formValuesOf(withSpecs);
    const extras = extrasOf(withSpecs, (t) => t.en);
    const advantages = [...moved(extras.advantages, 1, -1), { ku: ' ', ar: '', en: '' }];
    advantages[0] = { ...advantages[0]!, en: ' Quiet ' };
    const patch = patchOf({ values: form, extras }, form, { ...extras, advantages });
    expect(patch).toEqual({
      advantages: [
        { ku: 'بێدەنگ', ar: '', en: 'Quiet' },
        { ku: 'خێرا', ar: 'سريع', en: 'Fast' },
      ],
    });
    expect(checkBody(patch, false)).toBeNull();
  });

  it('sends specification values and privacy, and the contract refuses one specification twice', () => {
    const specifications = [
      { specification_id: 5, value: { ku: ' ٢٠٠٠ وات ', ar: '', en: '' }, public: false },
      { specification_id: 7, value: { ku: 'سپی', ar: 'أبيض', en: 'White' }, public: true },
    ];
    const body = bodyOf(values(), { ...noExtras, specifications });
    expect(body.specifications).toEqual([
      { specification_id: 5, value: { ku: '٢٠٠٠ وات', ar: '', en: '' }, public: false },
      { specification_id: 7, value: { ku: 'سپی', ar: 'أبيض', en: 'White' }, public: true },
    ]);
    expect(checkBody(body, true)).toBeNull();
    const twice = bodyOf(values(), { ...noExtras, specifications: [specifications[0]!, specifications[0]!] });
    expect(checkBody(twice, true)).toMatchObject({ specifications: ['duplicate_ids'] });
  });

  it('moves a line one place and leaves the ends alone', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
