// The words of the page shown when the layout itself failed (app/global-error.tsx). That page has no layout,
// so no messages from the server: it carries its own, the same as the messages files' (a test keeps them so),
// and finds the language in the address, as the routes do.
import { DEFAULT_LOCALE, isLocale, type Locale } from '@dukan/core/locales';

export interface FatalErrorText {
  site_name: string;
  error_title: string;
  error_body: string;
  error_try_again: string;
  error_back_home: string;
}

export const FATAL_ERROR_TEXT: Record<Locale, FatalErrorText> = {
  ku: {
    site_name: 'دوکان',
    error_title: 'هەڵەیەک ڕوویدا',
    error_body: 'ئێستا ناتوانین ئەم پەڕەیە پیشان بدەین. تکایە کەمێکی تر هەوڵ بدەرەوە.',
    error_try_again: 'دووبارە هەوڵ بدەرەوە',
    error_back_home: 'گەڕانەوە بۆ پەڕەی سەرەکی',
  },
  ar: {
    site_name: 'دكان',
    error_title: 'حدث خطأ ما',
    error_body: 'تعذّر عرض هذه الصفحة الآن. يرجى المحاولة بعد قليل.',
    error_try_again: 'أعد المحاولة',
    error_back_home: 'العودة إلى الصفحة الرئيسية',
  },
  en: {
    site_name: 'Dukan',
    error_title: 'Something went wrong',
    error_body: 'We could not show this page right now. Please try again in a moment.',
    error_try_again: 'Try again',
    error_back_home: 'Back to the home page',
  },
};

/** The language of a path (`/ar/products` → ar; Sorani's own code `/ckb/…` → ku); the default otherwise. */
export function localeOfPath(pathname: string | null | undefined): Locale {
  const first = (pathname ?? '').split('/')[1]?.toLowerCase() ?? '';
  if (/^ckb(?:[-_][a-z0-9]{2,4})?$/u.test(first)) return 'ku';
  return isLocale(first) ? first : DEFAULT_LOCALE;
}
