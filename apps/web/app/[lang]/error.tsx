'use client';

import { useEffect } from 'react';
import { reloadIfStale } from '@/lib/errors/reload-guard';
import { useText } from '@/i18n/use-text';

/** The generic error page (spec §2) for anything but a 404. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useText('error');
  useEffect(() => {
    console.error(error);
    // Code of an older deployment that is no longer served: a reload (at most one in 10 seconds) cures it.
    reloadIfStale(error);
  }, [error]);
  return (
    <section className="mx-auto max-w-lg py-16 text-center" aria-labelledby="error-title">
      <p className="text-5xl font-bold text-red-700" aria-hidden="true">
        !
      </p>
      <h1 id="error-title" className="mt-4 text-2xl font-bold">
        {t('error_title')}
      </h1>
      <p className="mt-2 text-stone-600">{t('error_body')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={reset}
          className="rounded-lg bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800"
        >
          {t('error_try_again')}
        </button>
        <a
          href={`/${t.locale}`}
          className="rounded-lg border border-stone-300 px-4 py-2 font-medium hover:bg-stone-100"
        >
          {t('error_back_home')}
        </a>
      </div>
    </section>
  );
}
