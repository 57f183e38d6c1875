import type { LocalizedText } from '@dukan/core/contract/admin-content';
import type { Locale } from '../../i18n/locale';

/** A text in the back office's language, or in Kurdish (always filled in) when that language is empty. */
export const inLocale = (text: LocalizedText, locale: Locale) => text[locale] || text.ku;
