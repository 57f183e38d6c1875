import { resolveLocale } from '@dukan/core/locales';
import type { Metadata } from 'next';
import { PageBanners } from '@/features/content/components/PageBanners';
import { CollectionGrid } from '@/features/content/components/CollectionGrid';
import { Section } from '@/features/content/components/Section';
import { ProductGrid } from '@/features/catalogue/components/ProductCard';
import { getBestSellers, getCollections, getDiscounted } from '@/features/catalogue/catalogue-api';
import { getText } from '@/i18n/text';
import { pageMetadata } from '@/lib/seo/metadata';
import { renderedOnFirstVisit } from '@/lib/cache/pages';

interface PageProps {
  params: Promise<{ lang: string }>;
}

export const generateStaticParams = renderedOnFirstVisit;

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const locale = resolveLocale((await params).lang);
  const tHome = getText(locale, 'home');
  const tMeta = getText(locale, 'meta');
  const metadata = await pageMetadata({
    locale,
    path: '',
    metaPage: 'home',
    title: tHome('home_title'),
    description: tMeta('meta_home_description'),
  });
  // The home page's own title is already the whole title ("Dukan — online shop"), without the template.
  return typeof metadata.title === 'string' ? { ...metadata, title: { absolute: metadata.title } } : metadata;
}

export default async function HomePage({ params }: PageProps) {
  const locale = resolveLocale((await params).lang);
  const tHome = getText(locale, 'home');
  const tListing = getText(locale, 'listing');
  // Each block shows what it could load; a failing call leaves its block out instead of failing the page.
  const [collections, bestSellers, offers] = await Promise.all([
    getCollections(locale),
    getBestSellers(locale, 8),
    getDiscounted(locale, 1, 8),
  ]);

  return (
    <>
      <h1 className="sr-only">{tHome('home_title')}</h1>
      <PageBanners locale={locale} page="home" />
      {collections.ok && collections.data.length > 0 ? (
        <Section id="home-collections" title={tHome('home_collections')}>
          <CollectionGrid
            locale={locale}
            collections={collections.data.map((c) => ({
              id: c.id,
              title: c.title,
              image: c.image,
              categoryCount: c.categories.length,
            }))}
          />
        </Section>
      ) : null}
      {bestSellers.ok && bestSellers.data.length > 0 ? (
        <Section
          id="home-best-sellers"
          title={tHome('home_best_sellers')}
          moreHref={`/${locale}/products?sort=best_selling`}
          moreLabel={tListing('listing_see_all')}
        >
          <ProductGrid locale={locale} products={bestSellers.data} />
        </Section>
      ) : null}
      {offers.ok && offers.data.items.length > 0 ? (
        <Section
          id="home-offers"
          title={tHome('home_offers')}
          moreHref={`/${locale}/offers`}
          moreLabel={tListing('listing_see_all')}
        >
          <ProductGrid locale={locale} products={offers.data.items} />
        </Section>
      ) : null}
    </>
  );
}
