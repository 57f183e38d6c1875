// The API's messages for content administration: banners, highlights, articles, showrooms, pages, meta, socials, contacts, cities, payment methods, in the three languages. Merged into MESSAGES by ../messages.ts.
import type { Locale } from '@dukan/core/locales';

export const CONTENT_MESSAGES = {} satisfies Record<string, Record<Locale, string>>;
