'use client';

import { LOCALES, type Locale } from '@dukan/core/locales';
import { usePathname, useSearchParams } from 'next/navigation';
import { HTML_LANG, switchLocalePath } from '@/i18n/routing';

interface Props {
  current: Locale;
  label: string;
  names: Record<Locale, string>;
}

/**
 * Links to the same page (path and query) in each language. Plain links on purpose: a language change
 * reloads the document so <html lang dir> and the remembered-language cookie (set by the proxy) change with it.
 */
export function LanguageSwitcher({ current, label, names }: Props) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  return (
    <nav aria-label={label}>
      <ul className="flex items-center gap-1 text-sm">
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={switchLocalePath(pathname, search, locale)}
              hrefLang={locale}
              lang={HTML_LANG[locale]}
              aria-current={locale === current ? 'true' : undefined}
              className="block rounded-md px-2 py-1 font-medium text-stone-700 hover:bg-stone-100 aria-[current]:bg-brand-700 aria-[current]:text-white"
            >
              {names[locale]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
