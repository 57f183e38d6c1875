// The API's messages for production operation: health, jobs, configuration, in the three languages. Merged into MESSAGES by ../messages.ts.
import type { Locale } from '@dukan/core/locales';

export const PLATFORM_MESSAGES = {} satisfies Record<string, Record<Locale, string>>;
