import '@/app/globals.css';
import { LOCALE_DIRECTION, resolveLocale } from '@dukan/core/locales';
import type { Metadata, Viewport } from 'next';
import { Suspense, type ReactNode } from 'react';
import { AuthProvider } from '@/features/account/components/AuthProvider';
import { Footer, type FooterData } from '@/shell/Footer';
import { Header } from '@/shell/Header';
import { AppLoader } from '@/shell/AppLoader';
import { NotificationOverlay } from '@/shell/NotificationOverlay';
import { ScrollToTop } from '@/shell/ScrollToTop';
import { JsonLd } from '@/lib/seo/JsonLd';
import { notoSansArabic } from '@/app/fonts';
import { getContacts, getPaymentMethods, getWebsiteSocials } from '@/features/catalogue/catalogue-api';
import { browserBaseUrls } from '@/lib/api/config';
import { publicAuthConfigFromEnv } from '@/lib/auth/public-config';
import { getText } from '@/i18n/text';
import { TextProvider } from '@/i18n/TextProvider';
import { HTML_LANG } from '@/i18n/routing';
import { organizationJsonLd, webSiteJsonLd } from '@/lib/seo/json-ld';
import { SOCIAL_IMAGE } from '@/lib/seo/metadata';
import { publicSiteUrl } from '@/lib/seo/site-url';

// Catalogue and content pages are rendered on their first request and then served from Next's cache (each
// says so with `generateStaticParams = renderedOnFirstVisit`, lib/cache/pages.ts). So nothing in this layout
// may read the request (cookies, headers, the query): what depends on the shopper lives in client islands
// (AccountButton, CartLink, wishlist hearts). A page that reads the request (cart, checkout, account, a
// search, the showrooms' open-now) is rendered per request on its own.

interface LayoutProps {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: Omit<LayoutProps, 'children'>): Promise<Metadata> {
  const locale = resolveLocale((await params).lang);
  const tHome = getText(locale, 'home');
  const tSite = getText(locale, 'site');
  const tMeta = getText(locale, 'meta');
  return {
    // Absolute canonical, hreflang and social image URLs: PUBLIC_URL (lib/seo/site-url.ts).
    metadataBase: new URL(publicSiteUrl()),
    title: { default: tHome('home_title'), template: `%s · ${tSite('site_name')}` },
    description: tMeta('meta_home_description'),
    applicationName: tSite('site_name'),
    icons: {
      icon: [
        { url: '/icon.svg', type: 'image/svg+xml' },
        { url: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      ],
      apple: { url: '/apple-touch-icon.png', sizes: '180x180' },
    },
    appleWebApp: { capable: true, title: tSite('site_name'), statusBarStyle: 'default' },
    // Pages without their own (error pages) still preview with the site's picture; pageMetadata repeats it.
    openGraph: {
      siteName: tSite('site_name'),
      type: 'website',
      images: [{ ...SOCIAL_IMAGE, alt: tSite('site_name') }],
    },
    twitter: { card: 'summary_large_image', images: [SOCIAL_IMAGE.url] },
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0b6254' };

export default async function LangLayout({ children, params }: LayoutProps) {
  const locale = resolveLocale((await params).lang);
  const tSite = getText(locale, 'site');
  const bases = browserBaseUrls();
  // Read when the page is rendered (on the server, not at build), so one build serves any deployment; unset
  // ones are left out.
  const authConfig = publicAuthConfigFromEnv();

  const site = publicSiteUrl();
  const [contacts, socials, paymentMethods] = await Promise.all([
    getContacts(locale),
    getWebsiteSocials(locale),
    getPaymentMethods(locale),
  ]);
  const footer: FooterData = {
    contacts: contacts.ok ? contacts.data : [],
    socials: socials.ok ? socials.data : [],
    paymentMethods: paymentMethods.ok ? paymentMethods.data : [],
  };

  return (
    <html
      lang={HTML_LANG[locale]}
      dir={LOCALE_DIRECTION[locale]}
      className={notoSansArabic.variable}
      data-main-api={bases.main}
      data-auth-api={bases.auth}
      data-search-url={bases.search}
      data-google-client-id={authConfig.googleClientId ?? undefined}
      data-facebook-app-id={authConfig.facebookAppId ?? undefined}
      data-recaptcha-site-key={authConfig.recaptchaSiteKey ?? undefined}
    >
      <head>
        <noscript>
          <style>{'#app-loader{display:none!important}html{overflow:auto!important}'}</style>
        </noscript>
      </head>
      <body className="flex min-h-screen flex-col">
        <JsonLd
          data={organizationJsonLd({
            siteUrl: site,
            locale,
            name: tSite('site_name'),
            socials: footer.socials,
            contacts: footer.contacts,
          })}
        />
        <JsonLd data={webSiteJsonLd({ siteUrl: site, locale, name: tSite('site_name') })} />
        <AppLoader label={tSite('site_loading')} />
        <a
          href="#main"
          className="sr-only z-50 rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
        >
          {tSite('site_skip_to_content')}
        </a>
        {/* What the header's islands, the error page and the alerts read; pages add theirs. The sign-in modal
            fetches its own texts when it opens (i18n/lazy-namespaces.ts). */}
        <TextProvider locale={locale} namespaces={['session', 'guest', 'phone', 'alert', 'error']}>
          <AuthProvider busyLabel={tSite('site_loading')}>
            <Header locale={locale} />
            <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
              {children}
            </main>
            <Footer locale={locale} data={footer} />
          </AuthProvider>
          <NotificationOverlay />
        </TextProvider>
        <Suspense fallback={null}>
          <ScrollToTop />
        </Suspense>
      </body>
    </html>
  );
}
