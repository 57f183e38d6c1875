import { resolveLocale } from '@dukan/core/locales';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { ShopLink } from '@/ui/ShopLink';
import { getTranslator } from '@/i18n/messages';
import { LOCALE_HEADER } from '@/i18n/routing';

export async function generateMetadata(): Promise<Metadata> {
  const t = getTranslator(resolveLocale((await headers()).get(LOCALE_HEADER)));
  return { title: t('not_found_title') };
}

/** The 404 page (spec §2): unknown routes and unknown products alike. */
export default async function NotFound() {
  const locale = resolveLocale((await headers()).get(LOCALE_HEADER));
  const t = getTranslator(locale);
  return (
    <section className="mx-auto max-w-lg py-16 text-center" aria-labelledby="not-found-title">
      <p className="text-7xl font-bold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="mt-4 text-2xl font-bold">
        {t('not_found_title')}
      </h1>
      <p className="mt-2 text-stone-600">{t('not_found_body')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <ShopLink
          href={`/${locale}`}
          className="rounded-lg bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800"
        >
          {t('back_home')}
        </ShopLink>
        <ShopLink
          href={`/${locale}/products`}
          className="rounded-lg border border-stone-300 px-4 py-2 font-medium hover:bg-stone-100"
        >
          {t('browse_products')}
        </ShopLink>
      </div>
    </section>
  );
}
