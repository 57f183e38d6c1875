import { describe, expect, it } from 'vitest';
import type { ProductDetailData } from '@/lib/api/types';
import { organizationJsonLd, productBreadcrumbJsonLd, productJsonLd, webSiteJsonLd } from './json-ld';

const SITE = 'https://shop.example';

const product: ProductDetailData = {
  id: 42,
  sku: 'KET-42',
  title: 'Kettle 1.7 L',
  titleParts: null,
  price: 45_000,
  originalPrice: 50_000,
  discountPercent: 10,
  image: '/api/media/products/KET-42/1.svg',
  inStock: true,
  stock: 3,
  brand: 'Philips',
  category: { id: 7, title: 'Kettles' },
  description: '<p>Boils &amp; pours</p>',
  content: 'Long text',
  images: ['/api/media/products/KET-42/1.svg', 'https://cdn.example/2.png'],
  model: 'HD9350',
  capacityLiters: 1.7,
  netCapacity: null,
  advantages: [],
  options: [],
  specificationGroups: [],
  related: [],
};

describe('productJsonLd', () => {
  it('describes the product with its price in dinars as a number and its stock', () => {
    expect(productJsonLd(SITE, 'en', product)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      '@id': `${SITE}/en/products/42#product`,
      name: 'Kettle 1.7 L',
      url: `${SITE}/en/products/42`,
      sku: 'KET-42',
      model: 'HD9350',
      description: 'Boils & pours',
      image: [`${SITE}/api/media/products/KET-42/1.svg`, 'https://cdn.example/2.png'],
      brand: { '@type': 'Brand', name: 'Philips' },
      category: 'Kettles',
      offers: {
        '@type': 'Offer',
        url: `${SITE}/en/products/42`,
        price: 45_000,
        priceCurrency: 'IQD',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
    });
  });

  it('says out of stock, and leaves out what the product does not have', () => {
    const data = productJsonLd(SITE, 'ku', {
      ...product,
      inStock: false,
      stock: 0,
      brand: null,
      model: null,
      category: null,
      images: [],
      description: '',
      content: '',
    });
    expect(data.offers.availability).toBe('https://schema.org/OutOfStock');
    for (const key of ['brand', 'model', 'category', 'image', 'description']) expect(data).not.toHaveProperty(key);
  });
});

describe('productBreadcrumbJsonLd', () => {
  it('goes home → category → product with absolute URLs', () => {
    expect(productBreadcrumbJsonLd(SITE, 'ar', 'الرئيسية', product).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'الرئيسية', item: `${SITE}/ar` },
      { '@type': 'ListItem', position: 2, name: 'Kettles', item: `${SITE}/ar/products?category=7` },
      { '@type': 'ListItem', position: 3, name: 'Kettle 1.7 L', item: `${SITE}/ar/products/42` },
    ]);
    expect(
      productBreadcrumbJsonLd(SITE, 'ar', 'home', { ...product, category: null }).itemListElement.map(
        (i) => i.position,
      ),
    ).toEqual([1, 2]);
  });
});

describe('organizationJsonLd', () => {
  it('links the socials and turns phone, WhatsApp and email contacts into contact points', () => {
    const data = organizationJsonLd({
      siteUrl: SITE,
      locale: 'en',
      name: 'Dukan',
      socials: [
        { id: 1, platform: 'facebook', url: 'https://www.facebook.com/dukan.iq' },
        { id: 2, platform: 'odd', url: 'javascript:alert(1)' },
      ],
      contacts: [
        { id: 1, type: 'phone', value: '+964 750 123 4567', title: 'Phone' },
        { id: 2, type: 'whatsapp', value: '+964 770 123 4567', title: 'WhatsApp' },
        { id: 3, type: 'email', value: 'hello@dukan.iq', title: 'Email' },
        { id: 4, type: 'address', value: 'Erbil, 100m Street', title: 'Address' },
      ],
    });
    expect(data).toMatchObject({
      '@type': 'Organization',
      name: 'Dukan',
      url: `${SITE}/en`,
      logo: `${SITE}/icon-512.png`,
      sameAs: ['https://www.facebook.com/dukan.iq'],
      address: 'Erbil, 100m Street',
    });
    expect(data.contactPoint).toEqual([
      expect.objectContaining({ '@type': 'ContactPoint', telephone: '+964 750 123 4567' }),
      expect.objectContaining({ telephone: '+964 770 123 4567', name: 'WhatsApp' }),
      expect.objectContaining({ email: 'hello@dukan.iq', availableLanguage: ['ckb', 'ar', 'en'] }),
    ]);
  });

  it('has no empty lists when the shop lists nothing', () => {
    const data = organizationJsonLd({ siteUrl: SITE, locale: 'ku', name: 'دوکان', socials: [], contacts: [] });
    expect(data).not.toHaveProperty('sameAs');
    expect(data).not.toHaveProperty('contactPoint');
  });
});

describe('webSiteJsonLd', () => {
  it("searches through the listing's q parameter", () => {
    const data = webSiteJsonLd({ siteUrl: SITE, locale: 'ku', name: 'دوکان' });
    expect(data.inLanguage).toBe('ckb');
    expect(data.potentialAction.target.urlTemplate).toBe(`${SITE}/ku/products?q={search_term_string}`);
    expect(data.potentialAction['query-input']).toBe('required name=search_term_string');
  });
});
