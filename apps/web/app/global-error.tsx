'use client';

import { LOCALE_DIRECTION } from '@dukan/core/locales';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { HTML_LANG } from '@/i18n/routing';
import { reloadIfStale } from '@/lib/errors/reload-guard';
import { FATAL_ERROR_TEXT, localeOfPath } from '@/shell/fatal-error-text';

/**
 * The error page for a failure in the layout itself, which app/[lang]/error.tsx cannot catch: it replaces the
 * whole document, so it brings its own <html> in the page's language and direction and inline styles (the
 * shop's stylesheet comes with the layout that failed).
 */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const locale = localeOfPath(usePathname());
  const text = FATAL_ERROR_TEXT[locale];
  useEffect(() => {
    console.error(error);
    reloadIfStale(error);
  }, [error]);
  const button = {
    padding: '0.5rem 1rem',
    borderRadius: '0.5rem',
    font: 'inherit',
    fontWeight: 600,
    cursor: 'pointer',
    textDecoration: 'none',
  } as const;
  return (
    <html lang={HTML_LANG[locale]} dir={LOCALE_DIRECTION[locale]}>
      <head>
        <title>{`${text.error_title} · ${text.site_name}`}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
      </head>
      <body
        style={{
          margin: 0,
          minHeight: '100vh',
          display: 'grid',
          placeItems: 'center',
          fontFamily: 'system-ui, "Noto Sans Arabic", Tahoma, sans-serif',
          background: '#fafaf9',
          color: '#1c1917',
        }}
      >
        <main style={{ maxWidth: '32rem', padding: '2rem 1rem', textAlign: 'center' }} aria-labelledby="fatal-title">
          <p style={{ fontSize: '1.25rem', fontWeight: 700, color: '#0b6254', margin: 0 }}>{text.site_name}</p>
          <h1 id="fatal-title" style={{ fontSize: '1.5rem', margin: '1rem 0 0.5rem' }}>
            {text.error_title}
          </h1>
          <p style={{ color: '#57534e', lineHeight: 1.7, margin: 0 }}>{text.error_body}</p>
          <div
            style={{ marginTop: '1.5rem', display: 'flex', gap: '0.75rem', justifyContent: 'center', flexWrap: 'wrap' }}
          >
            <button
              type="button"
              onClick={reset}
              style={{ ...button, background: '#0b6254', color: '#fff', border: '1px solid #0b6254' }}
            >
              {text.error_try_again}
            </button>
            {/* A full page load, not client navigation: the layout that failed is loaded anew. */}
            <a href={`/${locale}`} style={{ ...button, color: '#1c1917', border: '1px solid #d6d3d1' }}>
              {text.error_back_home}
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
