// The API's messages for orders, customers, promotions and the dashboard in the back office, in the three languages. Merged into MESSAGES by ../messages.ts.
import type { Locale } from '@dukan/core/locales';

export const OPERATIONS_MESSAGES = {} satisfies Record<string, Record<Locale, string>>;
