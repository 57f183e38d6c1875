// GET /manifest.webmanifest, in the language the shopper last chose (the locale cookie), else the default.
import { resolveLocale } from '@dukan/core/locales';
import type { MetadataRoute } from 'next';
import { cookies } from 'next/headers';
import { LOCALE_COOKIE } from '@/i18n/routing';
import { webAppManifest } from '@/lib/seo/manifest';

export default async function manifest(): Promise<MetadataRoute.Manifest> {
  return webAppManifest(resolveLocale((await cookies()).get(LOCALE_COOKIE)?.value));
}
