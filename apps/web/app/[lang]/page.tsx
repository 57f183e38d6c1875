import { resolveLocale } from '@dukan/core/locales';
import type { Metadata } from 'next';
import { BannerStrip } from '../../components/home/BannerStrip';
import { CollectionGrid } from '../../components/home/CollectionGrid';
import { HighlightList } from '../../components/home/HighlightList';
import { Section } from '../../components/home/Section';
import { ProductGrid } from '../../components/product/ProductCard';
import { getBanners, getBestSellers, getCollections, getDiscounted, getHighlights } from '../../lib/api/catalogue';
import { getTranslator } from '../../lib/i18n/messages';

interface PageProps {
  params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = getTranslator(resolveLocale((await params).lang));
  return { title: { absolute: t('home_title') }, description: t('meta_home_description') };
}

export default async function HomePage({ params }: PageProps) {
  const locale = resolveLocale((await params).lang);
  const t = getTranslator(locale);
  // Each block shows what it could load; a failing call leaves its block out instead of failing the page.
  const [banners, highlights, collections, bestSellers, offers] = await Promise.all([
    getBanners(locale, 'home'),
    getHighlights(locale, 'home'),
    getCollections(locale),
    getBestSellers(locale, 8),
    getDiscounted(locale, 1, 8),
  ]);

  return (
    <>
      <h1 className="sr-only">{t('home_title')}</h1>
      {banners.ok && banners.data.length > 0 ? <BannerStrip locale={locale} banners={banners.data} /> : null}
      {highlights.ok && highlights.data.length > 0 ? (
        <section aria-label={t('home_highlights')} className="mt-6">
          <HighlightList locale={locale} highlights={highlights.data} />
        </section>
      ) : null}
      {collections.ok && collections.data.length > 0 ? (
        <Section id="home-collections" title={t('home_collections')}>
          <CollectionGrid
            locale={locale}
            t={t}
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
          title={t('home_best_sellers')}
          moreHref={`/${locale}/products?sort=best_selling`}
          moreLabel={t('see_all')}
        >
          <ProductGrid locale={locale} t={t} products={bestSellers.data} />
        </Section>
      ) : null}
      {offers.ok && offers.data.items.length > 0 ? (
        <Section id="home-offers" title={t('home_offers')} moreHref={`/${locale}/offers`} moreLabel={t('see_all')}>
          <ProductGrid locale={locale} t={t} products={offers.data.items} />
        </Section>
      ) : null}
    </>
  );
}
