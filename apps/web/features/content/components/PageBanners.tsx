import type { Locale } from '@dukan/core/locales';
import { getBanners, getHighlights } from '@/features/catalogue/catalogue-api';
import { getText } from '@/i18n/text';
import { BannerStrip } from './BannerStrip';
import { HighlightList } from './HighlightList';

// Pages whose own content is a product listing: on a phone their first row of products has to show whole above
// the fold (390×844), which the highlights' two columns of wrapped text pushed below it (card bottom 947 px).
// There the highlights show from the sm breakpoint up; the banners, a low strip, stay.
const LISTING_PAGES = new Set(['products', 'offers']);

/**
 * The banners and highlights an owner placed on a page (their `page` field is the page's key: `home`,
 * `products`, `contact`…). Either list may be empty or fail to load: the block then leaves itself out.
 */
export async function PageBanners({ locale, page }: { locale: Locale; page: string }) {
  const [banners, highlights] = await Promise.all([getBanners(locale, page), getHighlights(locale, page)]);
  const bannerList = banners.ok ? banners.data : [];
  const highlightList = highlights.ok ? highlights.data : [];
  if (bannerList.length === 0 && highlightList.length === 0) return null;
  return (
    <div className={page === 'home' ? 'mb-6 space-y-6' : 'mb-4 space-y-4'} data-page-banners={page}>
      {/* Only the home page gives its banners the full height: elsewhere the page's own content (a listing's
          products, on a phone too) has to show above the fold. */}
      {bannerList.length > 0 ? <BannerStrip locale={locale} banners={bannerList} compact={page !== 'home'} /> : null}
      {highlightList.length > 0 ? (
        <section
          aria-labelledby={`highlights-${page}`}
          className={LISTING_PAGES.has(page) ? 'hidden sm:block' : undefined}
        >
          {/* Highlight titles are h3s; a heading level is not skipped on the way from the page's h1. */}
          <h2 id={`highlights-${page}`} className="sr-only">
            {getText(locale, 'home')('home_highlights')}
          </h2>
          <HighlightList locale={locale} highlights={highlightList} />
        </section>
      ) : null}
    </div>
  );
}
