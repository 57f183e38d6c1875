import { LOCALES, type Locale } from '@dukan/core/locales';
import { getText } from '@/i18n/text';
import { NotFoundView, type NotFoundTexts } from './not-found-view';

/**
 * The 404 page (spec §2): unknown routes and unknown products alike. It reads no request (not even the
 * language header), because Next renders it into every cached page of the layout; see NotFoundView.
 */
export default function NotFound() {
  const texts = Object.fromEntries(
    LOCALES.map((locale) => {
      const site = getText(locale, 'site');
      const texts: NotFoundTexts = {
        title: site('site_not_found_title'),
        body: site('site_not_found_body'),
        backHome: getText(locale, 'error')('error_back_home'),
        browse: getText(locale, 'cart')('cart_browse_products'),
        siteName: site('site_name'),
      };
      return [locale, texts];
    }),
  ) as Record<Locale, NotFoundTexts>;
  return <NotFoundView texts={texts} />;
}
