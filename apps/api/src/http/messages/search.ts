// The API's messages for search administration: synonyms, in the three languages. Merged into MESSAGES by ../messages.ts.
import type { Locale } from '@dukan/core/locales';

export const SEARCH_MESSAGES = {} satisfies Record<string, Record<Locale, string>>;
