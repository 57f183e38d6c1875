// The footer pages whose text the shop owner edits without a deploy (about us, privacy policy, terms…).
import type { SitePage, SitePageSlug } from '@dukan/core/contract/content';
import { pickLocalized, type Locale } from '@dukan/core/locales';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sitePages } from '../../db/schema';
import { isoTimestamp } from '../catalogue/localize';

/** What the shop owner sends for a page: a title and an HTML body per language (ar and en may be empty). */
export interface SitePageText {
  title_ku: string;
  title_ar: string;
  title_en: string;
  body_ku: string;
  body_ar: string;
  body_en: string;
}

const toPage = (r: typeof sitePages.$inferSelect, locale: Locale): SitePage => ({
  slug: r.slug as SitePageSlug,
  // An empty translation falls back to Kurdish, then English, like the rest of the catalogue.
  title: pickLocalized(r, 'title', locale),
  body: pickLocalized(r, 'body', locale),
  updated_at: isoTimestamp(r.updated_at),
});

/** null: the page has not been written. */
export async function readSitePage(db: Database, slug: SitePageSlug, locale: Locale): Promise<SitePage | null> {
  const [row] = await db.select().from(sitePages).where(eq(sitePages.slug, slug)).limit(1);
  return row ? toPage(row, locale) : null;
}

/** Writes the whole page (creating it if it was never written) and stamps the change time. */
export async function saveSitePage(
  db: Database,
  slug: SitePageSlug,
  text: SitePageText,
  now: Date,
  locale: Locale,
): Promise<SitePage> {
  const [row] = await db
    .insert(sitePages)
    .values({ slug, ...text, updated_at: now })
    .onConflictDoUpdate({ target: sitePages.slug, set: { ...text, updated_at: now } })
    .returning();
  return toPage(row!, locale);
}
