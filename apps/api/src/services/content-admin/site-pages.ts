// The footer pages (about us, privacy policy, terms…) as staff edit them: every page of SITE_PAGE_SLUGS with its
// three languages, written whole, its HTML sanitized on the way in, audited and announced like other content.
import { SITE_PAGE_SLUGS, type SitePage, type SitePageSlug } from '@dukan/core/contract/content';
import type { LocalizedText, SitePageView } from '@dukan/core/contract/admin-content';
import { pickLocalized, type Locale } from '@dukan/core/locales';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sitePages } from '../../db/schema';
import { recordAudit } from '../audit/audit-log';
import { isoTimestamp } from '../catalogue/localize';
import type { SitePageText } from '../content/site-pages';
import { localizedOf } from './localized';
import type { WriteContext } from './records';
import { sanitizeHtml } from '@dukan/core/content/sanitize-html';

type PageRow = typeof sitePages.$inferSelect;

const EMPTY: LocalizedText = { ku: '', ar: '', en: '' };

function view(slug: SitePageSlug, row: PageRow | undefined): SitePageView {
  if (!row) return { slug, written: false, title: EMPTY, body: EMPTY, updated_at: null };
  return {
    slug,
    written: true,
    title: localizedOf(row, 'title'),
    body: localizedOf(row, 'body'),
    updated_at: isoTimestamp(row.updated_at),
  };
}

/** Every site page in the footer's order, written or not. */
export async function listSitePagesForStaff(db: Database): Promise<SitePageView[]> {
  const rows = await db.select().from(sitePages);
  const bySlug = new Map(rows.map((r) => [r.slug, r]));
  return SITE_PAGE_SLUGS.map((slug) => view(slug, bySlug.get(slug)));
}

export async function readSitePageForStaff(db: Database, slug: SitePageSlug): Promise<SitePageView> {
  const [row] = await db.select().from(sitePages).where(eq(sitePages.slug, slug)).limit(1);
  return view(slug, row);
}

/**
 * Writes the whole page (creating it if it was never written) and stamps the change time. Answers the page as
 * the storefront will show it in `locale`.
 */
export async function saveSitePageAudited(
  ctx: WriteContext,
  slug: SitePageSlug,
  text: SitePageText,
  now: Date,
  locale: Locale,
): Promise<SitePage> {
  const clean = {
    ...text,
    body_ku: sanitizeHtml(text.body_ku),
    body_ar: sanitizeHtml(text.body_ar),
    body_en: sanitizeHtml(text.body_en),
  };
  const row = await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(sitePages).where(eq(sitePages.slug, slug)).for('update');
    const [saved] = await tx
      .insert(sitePages)
      .values({ slug, ...clean, updated_at: now })
      .onConflictDoUpdate({ target: sitePages.slug, set: { ...clean, updated_at: now } })
      .returning();
    await recordAudit(
      tx,
      ctx.actor,
      {
        action: before ? 'updated' : 'created',
        entity: 'site_page',
        entityId: slug,
        before: before ? view(slug, before) : null,
        after: view(slug, saved),
      },
      ctx.requestId,
    );
    return saved!;
  });
  await ctx.changes.publish(['content']);
  return {
    slug,
    title: pickLocalized(row, 'title', locale),
    body: pickLocalized(row, 'body', locale),
    updated_at: isoTimestamp(row.updated_at),
  };
}
