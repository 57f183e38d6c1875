// The API's own messages in the three languages. The storefront shows `message` as it comes.
import { DEFAULT_LOCALE, isLocale, type Locale } from '@dukan/core/locales';
import type { FastifyRequest } from 'fastify';

const MESSAGES = {
  not_found: { ku: 'نەدۆزرایەوە', ar: 'غير موجود', en: 'Not found' },
  product_not_found: { ku: 'ئەم بەرهەمە نەدۆزرایەوە', ar: 'هذا المنتج غير موجود', en: 'This product was not found' },
  article_not_found: { ku: 'ئەم بابەتە نەدۆزرایەوە', ar: 'هذا المقال غير موجود', en: 'This article was not found' },
  showroom_not_found: {
    ku: 'ئەم پێشانگایە نەدۆزرایەوە',
    ar: 'هذا المعرض غير موجود',
    en: 'This showroom was not found',
  },
  search_unavailable: {
    ku: 'گەڕان لە ئێستادا بەردەست نییە، تکایە دواتر هەوڵ بدەرەوە',
    ar: 'البحث غير متاح حالياً، يرجى المحاولة لاحقاً',
    en: 'Search is not available right now, please try again later',
  },
  invalid_input: {
    ku: 'زانیارییەکان دروست نین',
    ar: 'البيانات المدخلة غير صحيحة',
    en: 'The data you sent is not valid',
  },
  too_many_requests: {
    ku: 'چەندین داواکاریت ناردووە، تکایە دواتر هەوڵ بدەرەوە',
    ar: 'لقد أرسلت طلبات كثيرة، يرجى المحاولة لاحقاً',
    en: 'You have made several requests, please try again later',
  },
  server_error: {
    ku: 'هەڵەیەک ڕوویدا، تکایە دواتر هەوڵ بدەرەوە',
    ar: 'حدث خطأ، يرجى المحاولة لاحقاً',
    en: 'Something went wrong, please try again later',
  },
  unauthorized: { ku: 'پێویستە بچیتە ژوورەوە', ar: 'يجب تسجيل الدخول', en: 'You need to sign in' },
} satisfies Record<string, Record<Locale, string>>;

export type ApiMessageKey = keyof typeof MESSAGES;

export function translateApiMessage(key: ApiMessageKey, locale: Locale): string {
  return MESSAGES[key][locale];
}

/** The locale a request asked for: `/api/{locale}/…`, then `?lang=`, then the default. */
export function localeOfRequest(request: FastifyRequest): Locale {
  const fromPath = /^\/(?:api|auth)\/(ku|ar|en)(?:\/|$)/.exec(request.url)?.[1];
  if (fromPath) return fromPath as Locale;
  const lang = (request.query as Record<string, unknown> | undefined)?.lang;
  return typeof lang === 'string' && isLocale(lang) ? lang : DEFAULT_LOCALE;
}
