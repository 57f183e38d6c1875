import 'server-only';
import { LOCALES, type Locale } from '@dukan/core/locales';
import { getText } from '@/i18n/text';
import type { NotFoundTexts } from './NotFoundView';

/** The 404 view's few texts in every language: the view picks its page's language from the URL. */
export function notFoundTexts(): Record<Locale, NotFoundTexts> {
  return Object.fromEntries(
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
}
