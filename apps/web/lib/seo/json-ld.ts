// schema.org structured data (rendered by lib/seo/JsonLd). Builders are pure: they take the page's
// data and the site's absolute URL, so what search engines read is unit-tested against what shoppers see.
import type { Contact, WebsiteSocial } from '@dukan/core/contract/catalogue';
import type { Locale } from '@dukan/core/locales';
import type { ProductDetailData } from '@/lib/api/types';
import { toDescription } from './description';
import { absoluteUrl } from './site-url';

const CONTEXT = 'https://schema.org';

/** BCP 47 tags for schema.org's inLanguage: Sorani is `ckb`. */
export const CONTENT_LANGUAGE: Record<Locale, string> = { ku: 'ckb', ar: 'ar', en: 'en' };

/** The listing's search parameter (features/catalogue/url-state.ts reads `q`). */
export const LISTING_SEARCH_PARAM = 'q';

/** The square logo (public/icon-512.png). */
export const LOGO_PATH = '/icon-512.png';

export interface BreadcrumbItem {
  name: string;
  /** Absolute URL. */
  url: string;
}

export function breadcrumbJsonLd(items: BreadcrumbItem[]) {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

export function productUrl(siteUrl: string, locale: Locale, id: number): string {
  return `${siteUrl}/${locale}/products/${id}`;
}

export function categoryUrl(siteUrl: string, locale: Locale, id: number): string {
  return `${siteUrl}/${locale}/products?category=${id}`;
}

export function productJsonLd(siteUrl: string, locale: Locale, product: ProductDetailData) {
  const url = productUrl(siteUrl, locale, product.id);
  const description = toDescription(product.description || product.content, 5000);
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.title,
    url,
    sku: product.sku,
    ...(product.model ? { model: product.model } : {}),
    ...(description ? { description } : {}),
    ...(product.images.length > 0 ? { image: product.images.map((image) => absoluteUrl(siteUrl, image)) } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    ...(product.category ? { category: product.category.title } : {}),
    offers: {
      '@type': 'Offer',
      url,
      // Dinars are whole numbers (DESIGN.md): the price the page shows, as a number.
      price: product.price,
      priceCurrency: 'IQD',
      availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}

/** Home → the product's category (the listing filtered to it) → the product. */
export function productBreadcrumbJsonLd(
  siteUrl: string,
  locale: Locale,
  homeName: string,
  product: Pick<ProductDetailData, 'id' | 'title' | 'category'>,
) {
  return breadcrumbJsonLd([
    { name: homeName, url: `${siteUrl}/${locale}` },
    ...(product.category
      ? [{ name: product.category.title, url: categoryUrl(siteUrl, locale, product.category.id) }]
      : []),
    { name: product.title, url: productUrl(siteUrl, locale, product.id) },
  ]);
}

const PHONE_TYPES = new Set(['phone', 'mobile', 'whatsapp', 'telephone']);

export function organizationJsonLd(input: {
  siteUrl: string;
  locale: Locale;
  name: string;
  socials: WebsiteSocial[];
  contacts: Contact[];
}) {
  const sameAs = input.socials.map((s) => s.url).filter((url) => /^https?:\/\//i.test(url));
  const languages = Object.values(CONTENT_LANGUAGE);
  const contactPoint = input.contacts.flatMap((contact) => {
    const type = contact.type.toLowerCase();
    const channel: Record<string, string> | null = PHONE_TYPES.has(type)
      ? { telephone: contact.value }
      : type === 'email'
        ? { email: contact.value }
        : null;
    if (!channel) return [];
    return [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        name: contact.title,
        ...channel,
        availableLanguage: languages,
      },
    ];
  });
  const address = input.contacts.find((c) => c.type.toLowerCase() === 'address')?.value;
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': `${input.siteUrl}/#organization`,
    name: input.name,
    url: `${input.siteUrl}/${input.locale}`,
    logo: `${input.siteUrl}${LOGO_PATH}`,
    ...(sameAs.length > 0 ? { sameAs } : {}),
    ...(contactPoint.length > 0 ? { contactPoint } : {}),
    ...(address ? { address } : {}),
  };
}

/** The site with its search box: the listing answers `?q=`. */
export function webSiteJsonLd(input: { siteUrl: string; locale: Locale; name: string }) {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': `${input.siteUrl}/${input.locale}#website`,
    name: input.name,
    url: `${input.siteUrl}/${input.locale}`,
    inLanguage: CONTENT_LANGUAGE[input.locale],
    publisher: { '@id': `${input.siteUrl}/#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${input.siteUrl}/${input.locale}/products?${LISTING_SEARCH_PARAM}={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}
