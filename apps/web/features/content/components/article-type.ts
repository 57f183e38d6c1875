import type { Locale } from '@dukan/core/locales';
import { getText } from '@/i18n/text';

/**
 * The shown name of an article type: its translation (`article_type_news`) when the storefront has one, else
 * the type itself with spaces for dashes, so a type an owner adds still gets a readable heading.
 */
export function articleTypeLabel(locale: Locale, type: string): string {
  const t = getText(locale, 'article');
  const key = `article_type_${type}`;
  if (t.has(key)) return t(key);
  const words = type.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const articleListPath = (type: string) => `/articles/${type}`;
export const articlePath = (type: string, id: number) => `/articles/${type}/${id}`;
