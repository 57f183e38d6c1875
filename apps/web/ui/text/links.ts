import { isLocale, type Locale } from '@dukan/core/locales';

/**
 * A link from content (banner, highlight) as an href for this language: site paths get the language
 * prefix when they lack one, web URLs pass, and anything else (javascript:, data:…) is refused (spec §8).
 */
export function contentHref(link: string | null | undefined, locale: Locale): string | null {
  if (!link) return null;
  const trimmed = link.trim();
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  if (!trimmed.startsWith('/') || trimmed.startsWith('//')) return null;
  const first = trimmed.split(/[/?#]/)[1] ?? '';
  if (isLocale(first)) return trimmed;
  return trimmed === '/' ? `/${locale}` : `/${locale}${trimmed}`;
}
