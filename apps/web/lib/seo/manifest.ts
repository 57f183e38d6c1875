// The web app manifest: what a phone shows when the shop is installed to its home screen.
import { LOCALE_DIRECTION, type Locale } from '@dukan/core/locales';
import type { MetadataRoute } from 'next';
import { getText } from '@/i18n/text';

/** The header's brand green (globals.css --color-brand-700) and the page background (stone-50). */
export const THEME_COLOR = '#0b6254';
export const BACKGROUND_COLOR = '#fafaf9';

export const APP_ICONS = [
  { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

export function webAppManifest(locale: Locale): MetadataRoute.Manifest {
  const tHome = getText(locale, 'home');
  const tSite = getText(locale, 'site');
  const tMeta = getText(locale, 'meta');
  return {
    // A stable id: the installed app stays the same app whatever language the manifest is read in.
    id: '/',
    name: tHome('home_title'),
    short_name: tSite('site_name'),
    description: tMeta('meta_home_description'),
    lang: locale,
    dir: LOCALE_DIRECTION[locale],
    // The bare root opens the home page in the language the shopper last used (proxy.ts).
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['shopping'],
    icons: APP_ICONS.map((icon) => ({ ...icon })),
  };
}
