import '../globals.css';
import { LOCALE_DIRECTION, resolveLocale } from '@dukan/core/locales';
import type { Metadata, Viewport } from 'next';
import { Suspense, type ReactNode } from 'react';
import { AuthProvider } from '../../components/auth/AuthProvider';
import { Footer, type FooterData } from '../../components/layout/Footer';
import { Header } from '../../components/layout/Header';
import { AppLoader } from '../../components/shell/AppLoader';
import { NotificationOverlay } from '../../components/shell/NotificationOverlay';
import { ScrollToTop } from '../../components/shell/ScrollToTop';
import { ShellMessagesProvider } from '../../components/shell/ShellMessages';
import { notoSansArabic } from '../fonts';
import { getContacts, getPaymentMethods, getWebsiteSocials } from '../../lib/api/catalogue';
import { browserBaseUrls } from '../../lib/api/config';
import { publicAuthConfigFromEnv } from '../../lib/auth/public-config';
import {
  AUTH_MESSAGE_PREFIXES,
  OVERLAY_MESSAGE_KEYS,
  pickMessagesByPrefix,
  SHELL_MESSAGE_KEYS,
  type AuthMessageKey,
} from '../../lib/i18n/client-messages';
import { getMessages, getTranslator } from '../../lib/i18n/messages';
import { pickMessages } from '../../lib/i18n/translator';

// Pages render per request (never at build time, when the API may be down); the catalogue reads they make
// are cached for a minute in Next's data cache (lib/api/catalogue.ts).
export const revalidate = 0;

interface LayoutProps {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: Omit<LayoutProps, 'children'>): Promise<Metadata> {
  const locale = resolveLocale((await params).lang);
  const t = getTranslator(locale);
  return {
    // Absolute URLs for social images; PUBLIC_URL is the storefront's public origin.
    metadataBase: process.env.PUBLIC_URL ? new URL(process.env.PUBLIC_URL) : undefined,
    title: { default: t('home_title'), template: `%s · ${t('site_name')}` },
    description: t('meta_home_description'),
    applicationName: t('site_name'),
    icons: { icon: '/icon.svg' },
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0b6254' };

export default async function LangLayout({ children, params }: LayoutProps) {
  const locale = resolveLocale((await params).lang);
  const t = getTranslator(locale);
  const messages = getMessages(locale);
  const bases = browserBaseUrls();
  // Read per request like the base URLs, so one build serves any deployment; unset ones are left out.
  const authConfig = publicAuthConfigFromEnv();

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
      lang={locale}
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
        <AppLoader label={t('loading')} />
        <a
          href="#main"
          className="sr-only z-50 rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
        >
          {t('skip_to_content')}
        </a>
        <AuthProvider locale={locale} messages={pickMessagesByPrefix<AuthMessageKey>(messages, AUTH_MESSAGE_PREFIXES)}>
          <Header locale={locale} t={t} />
          <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
            <ShellMessagesProvider locale={locale} messages={pickMessages(messages, SHELL_MESSAGE_KEYS)}>
              {children}
            </ShellMessagesProvider>
          </main>
          <Footer locale={locale} t={t} data={footer} />
        </AuthProvider>
        <NotificationOverlay messages={pickMessages(messages, OVERLAY_MESSAGE_KEYS)} />
        <Suspense fallback={null}>
          <ScrollToTop />
        </Suspense>
      </body>
    </html>
  );
}
