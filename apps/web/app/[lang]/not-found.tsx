import { LOCALES, type Locale } from '@dukan/core/locales';
import { getMessages } from '@/i18n/messages';
import { pickMessages } from '@/i18n/translator';
import { NotFoundView, type NotFoundTexts } from './not-found-view';

// Values cannot come from the client module: a server component would get a client reference instead.
const NOT_FOUND_KEYS = ['site_not_found_title', 'site_not_found_body', 'error_back_home', 'cart_browse_products', 'site_name'] as const;

/**
 * The 404 page (spec §2): unknown routes and unknown products alike. It reads no request (not even the
 * language header), because Next renders it into every cached page of the layout; see NotFoundView.
 */
export default function NotFound() {
  const texts = Object.fromEntries(
    LOCALES.map((locale) => [locale, pickMessages(getMessages(locale), NOT_FOUND_KEYS) satisfies NotFoundTexts]),
  ) as Record<Locale, NotFoundTexts>;
  return <NotFoundView texts={texts} />;
}
