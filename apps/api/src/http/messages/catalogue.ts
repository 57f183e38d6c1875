// The API's messages for catalogue administration: products, taxonomy, stock, media, CSV import and export, in the three languages. Merged into MESSAGES by ../messages.ts.
import type { Locale } from '@dukan/core/locales';

export const CATALOGUE_MESSAGES = {} satisfies Record<string, Record<Locale, string>>;
