import { isLocale, type Locale } from '@dukan/core/locales';

/**
 * The other sites content may link to, as the shop's owner allowed them: EXTERNAL_LINK_HOSTS, comma-separated
 * host names (a host allows its subdomains: `example.com` allows `www.example.com`). Empty by default, so a
 * banner or highlight never sends shoppers to a site nobody chose, even if a back-office account was misused.
 */
export function allowedLinkHosts(value: string | undefined = process.env.EXTERNAL_LINK_HOSTS): string[] {
  return (value ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase().replace(/^\*\./u, '').replace(/\.$/u, ''))
    .filter((host) => host !== '' && !host.includes('/'));
}

/** Whether `url` is an http(s) address on a host of the allow-list (or one of its subdomains). */
export function isAllowedExternalUrl(url: string, allowedHosts: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  if (parsed.username || parsed.password) return false;
  const host = parsed.hostname.toLowerCase();
  return allowedHosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/**
 * A link from content (banner, highlight) as an href for this language: site paths get the language
 * prefix when they lack one; an address on another site passes only when its host is allowed; anything else
 * (javascript:, data:…) is refused.
 */
export function contentHref(
  link: string | null | undefined,
  locale: Locale,
  allowedHosts: readonly string[] = allowedLinkHosts(),
): string | null {
  if (!link) return null;
  const trimmed = link.trim();
  if (/^https?:\/\//i.test(trimmed)) return isAllowedExternalUrl(trimmed, allowedHosts) ? trimmed : null;
  if (!trimmed.startsWith('/') || trimmed.startsWith('//') || trimmed.includes('\\')) return null;
  const first = trimmed.split(/[/?#]/)[1] ?? '';
  if (isLocale(first)) return trimmed;
  return trimmed === '/' ? `/${locale}` : `/${locale}${trimmed}`;
}
