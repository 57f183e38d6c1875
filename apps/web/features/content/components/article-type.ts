import type { Locale } from '@dukan/core/locales';
import { getMessages, getTranslator } from '@/i18n/messages';
import type { MessageKey } from '@/i18n/translator';

/**
 * The shown name of an article type: its translation (`article_type_news`) when the storefront has one, else
 * the type itself with spaces for dashes, so a type an owner adds still gets a readable heading.
 */
export function articleTypeLabel(locale: Locale, type: string): string {
  const key = `article_type_${type}` as MessageKey;
  if (key in getMessages(locale)) return getTranslator(locale)(key);
  const words = type.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const articleListPath = (type: string) => `/articles/${type}`;
export const articlePath = (type: string, id: number) => `/articles/${type}/${id}`;
