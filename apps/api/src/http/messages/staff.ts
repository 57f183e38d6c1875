// The API's messages for staff accounts, sign-in, roles, API keys and the audit log, in the three languages. Merged into MESSAGES by ../messages.ts.
import type { Locale } from '@dukan/core/locales';

export const STAFF_MESSAGES = {} satisfies Record<string, Record<Locale, string>>;
