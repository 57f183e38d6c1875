'use client';

import { LOCALES, resolveLocale, type Locale } from '@dukan/core/locales';
import { useParams } from 'next/navigation';
import { useEffect } from 'react';
import { ShopLink } from '@/ui/ShopLink';

export type NotFoundTexts = Record<'title' | 'body' | 'backHome' | 'browse' | 'siteName', string>;

/**
 * The 404 page's body. Next renders the not-found boundary into every page of the language layout, cached
 * pages included, where the request (and so the language header) cannot be read: the three languages' few
 * texts come along and the page's own language, from the URL, picks one.
 */
export function NotFoundView({ texts }: { texts: Record<Locale, NotFoundTexts> }) {
  const params = useParams<{ lang?: string }>();
  const locale = resolveLocale(params?.lang ?? LOCALES[0]);
  const t = texts[locale];
  useEffect(() => {
    document.title = `${t.title} · ${t.siteName}`;
  }, [t]);
  return (
    <section className="mx-auto max-w-lg py-16 text-center" aria-labelledby="not-found-title">
      <p className="text-7xl font-bold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="mt-4 text-2xl font-bold">
        {t.title}
      </h1>
      <p className="mt-2 text-stone-600">{t.body}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ShopLink
          href={`/${locale}`}
          className="rounded-lg bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800"
        >
          {t.backHome}
        </ShopLink>
        <ShopLink
          href={`/${locale}/products`}
          className="rounded-lg border border-stone-300 px-4 py-2 font-medium hover:bg-stone-100"
        >
          {t.browse}
        </ShopLink>
      </div>
    </section>
  );
}
