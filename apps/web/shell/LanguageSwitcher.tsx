'use client';

import { LOCALES, type Locale } from '@dukan/core/locales';
import { usePathname, useSearchParams } from 'next/navigation';
import { HTML_LANG, switchLocalePath } from '@/i18n/routing';
import { Suspense } from 'react';

interface Props {
  current: Locale;
  label: string;
  names: Record<Locale, string>;
}

/**
 * Links to the same page (path and query) in each language. Plain links on purpose: a language change
 * reloads the document so <html lang dir> and the remembered-language cookie (set by the proxy) change with it.
 */
export function LanguageSwitcher(props: Props) {
  // Cached pages are rendered without the query: their HTML links to the same path, and the browser adds
  // the query (a listing's filters) once it runs.
  return (
    <Suspense fallback={<LanguageLinks {...props} search="" />}>
      <LanguageLinksWithQuery {...props} />
    </Suspense>
  );
}

function LanguageLinksWithQuery(props: Props) {
  return <LanguageLinks {...props} search={useSearchParams().toString()} />;
}

function LanguageLinks({ current, label, names, search }: Props & { search: string }) {
  const pathname = usePathname();
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
