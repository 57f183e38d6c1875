import { resolveLocale, type Locale } from '@dukan/core/locales';
import type { Metadata } from 'next';
import { ShopLink } from '@/ui/ShopLink';
import { AddToCart } from '@/features/basket/components/AddToCart';
import { Section } from '@/features/content/components/Section';
import { Gallery } from '@/features/catalogue/components/Gallery';
import { OptionPicker } from '@/features/catalogue/components/OptionPicker';
import { Price } from '@/features/catalogue/components/Price';
import { ProductGrid } from '@/features/catalogue/components/ProductCard';
import { Specifications } from '@/features/catalogue/components/Specifications';
import { StockState } from '@/features/catalogue/components/StockState';
import { JsonLd } from '@/lib/seo/JsonLd';
import { getProduct } from '@/features/catalogue/catalogue-api';
import type { ProductDetailData } from '@/lib/api/types';
import { toBasketProduct } from '@/features/basket/product';
import { getText } from '@/i18n/text';
import { TextProvider } from '@/i18n/TextProvider';
import { itemOfPage } from '@/lib/api/item-of-page';
import { MissingPage, missingPageMetadata } from '@/ui/not-found/MissingPage';
import { productBreadcrumbJsonLd, productJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { publicSiteUrl } from '@/lib/seo/site-url';
import { isolateLatinRuns } from '@/ui/text/bidi';
import { renderedOnFirstVisit } from '@/lib/cache/pages';

interface PageProps {
  params: Promise<{ lang: string; id: string }>;
}

async function load(params: PageProps['params']) {
  const { lang, id: rawId } = await params;
  const locale = resolveLocale(lang);
  const product = await itemOfPage(rawId, 'Product', (id) => getProduct(locale, id));
  return { locale, product };
}

export const generateStaticParams = renderedOnFirstVisit;

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale, product } = await load(params);
  if (!product) return missingPageMetadata(locale);
  return pageMetadata({
    locale,
    path: `/products/${product.id}`,
    title: product.title,
    description: product.description || product.content || product.title,
    // Open Graph has a product type, but Next's metadata does not: a product page previews as a website.
    image: product.image,
  });
}

export default async function ProductPage({ params }: PageProps) {
  const { locale, product } = await load(params);
  if (!product) return <MissingPage />;
  const tNav = getText(locale, 'nav');
  const tSite = getText(locale, 'site');
  const tProduct = getText(locale, 'product');
  const site = publicSiteUrl();

  return (
    <article>
      <JsonLd data={productJsonLd(site, locale, product)} />
      <JsonLd data={productBreadcrumbJsonLd(site, locale, tNav('nav_home'), product)} />
      <nav aria-label={tSite('site_breadcrumb_label')} className="mb-4 text-sm text-stone-600">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <ShopLink href={`/${locale}`} className="hover:text-brand-700">
              {tNav('nav_home')}
            </ShopLink>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <ShopLink href={`/${locale}/products`} className="hover:text-brand-700">
              {tNav('nav_products')}
            </ShopLink>
          </li>
          {product.category ? (
            <>
              <li aria-hidden="true">/</li>
              <li>
                <ShopLink href={`/${locale}/products?category=${product.category.id}`} className="hover:text-brand-700">
                  {product.category.title}
                </ShopLink>
              </li>
            </>
          ) : null}
        </ol>
      </nav>

      <div className="grid gap-6 lg:grid-cols-2 lg:gap-10">
        <Gallery locale={locale} title={product.title} images={product.images} />
        <div className="space-y-5">
          <div>
            {product.brand ? <p className="text-sm font-medium text-brand-700">{product.brand}</p> : null}
            <h1 className="mt-1 text-2xl font-bold leading-snug">{isolateLatinRuns(product.title, locale)}</h1>
            <p className="mt-1 text-xs text-stone-500">
              {tProduct('product_sku')}: <span dir="ltr">{product.sku}</span>
            </p>
          </div>
          <div className="space-y-1">
            <Price
              locale={locale}
              price={product.price}
              originalPrice={product.originalPrice}
              discountPercent={product.discountPercent}
              size="lg"
            />
            <StockState locale={locale} inStock={product.inStock} stock={product.stock} />
          </div>
          <TextProvider locale={locale} namespaces={['basket']}>
            <AddToCart locale={locale} product={toBasketProduct(product)} />
          </TextProvider>
          {product.description ? (
            <p className="leading-relaxed text-stone-700">{isolateLatinRuns(product.description, locale)}</p>
          ) : null}
          {product.options.map((group) => (
            <OptionPicker locale={locale} key={group.id} group={group} />
          ))}
          <Facts locale={locale} product={product} />
          {product.advantages.length > 0 ? (
            <section aria-labelledby="advantages-title">
              <h2 id="advantages-title" className="mb-2 text-lg font-bold">
                {tProduct('product_advantages')}
              </h2>
              <ul className="list-disc space-y-1 ps-5 text-stone-700">
                {product.advantages.map((advantage) => (
                  <li key={advantage}>{isolateLatinRuns(advantage, locale)}</li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </div>

      {product.content ? (
        <section aria-labelledby="content-title" className="mt-10">
          <h2 id="content-title" className="mb-3 text-xl font-bold">
            {tProduct('product_description')}
          </h2>
          <div className="space-y-3 leading-relaxed text-stone-700">
            {product.content
              .split(/\n{2,}/)
              .filter((paragraph) => paragraph.trim() !== '')
              .map((paragraph, index) => (
                <p key={index}>{isolateLatinRuns(paragraph, locale)}</p>
              ))}
          </div>
        </section>
      ) : null}

      {product.specificationGroups.length > 0 ? (
        <section aria-labelledby="specifications-title" className="mt-10">
          <h2 id="specifications-title" className="mb-3 text-xl font-bold">
            {tProduct('product_specifications')}
          </h2>
          <Specifications locale={locale} groups={product.specificationGroups} />
        </section>
      ) : null}

      {product.related.length > 0 ? (
        <div className="mt-10">
          <Section id="related-title" title={tProduct('product_related_items')}>
            <ProductGrid locale={locale} products={product.related.slice(0, 8)} />
          </Section>
        </div>
      ) : null}
    </article>
  );
}

function Facts({ locale, product }: { locale: Locale; product: ProductDetailData }) {
  const tProduct = getText(locale, 'product');
  const rows: [string, string][] = [];
  if (product.brand) rows.push([tProduct('product_brand'), product.brand]);
  if (product.model) rows.push([tProduct('product_model'), product.model]);
  if (product.capacityLiters !== null)
    rows.push([tProduct('product_capacity'), tProduct('product_capacity_liters', { liters: product.capacityLiters })]);
  if (product.netCapacity) rows.push([tProduct('product_net_capacity'), product.netCapacity]);
  if (product.category) rows.push([tProduct('product_category'), product.category.title]);
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="details-title">
      <h2 id="details-title" className="mb-2 text-lg font-bold">
        {tProduct('product_details')}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 rounded-xl border border-stone-200 bg-white p-4 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-stone-600">{term}</dt>
            <dd className="font-medium">{isolateLatinRuns(value, locale)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
