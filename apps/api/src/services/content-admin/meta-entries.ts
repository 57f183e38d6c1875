// What search engines and link previews show for each storefront page: a title and a description per
// language, one entry per page key (`home`, `products`, `contact`…), written whole and audited.
import type { MetaEntryBody, MetaEntryView } from '@dukan/core/contract/admin-content';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { metaEntries } from '../../db/schema';
import { recordAudit } from '../audit/audit-log';
import { refuse, succeed, type ServiceResult } from '../result';
import { columnsOf, localizedOf } from './localized';
import type { WriteContext } from './records';

const view = (row: typeof metaEntries.$inferSelect): MetaEntryView => ({
  page: row.page,
  title: localizedOf(row, 'title'),
  description: localizedOf(row, 'description'),
});

export async function listMetaEntriesForStaff(db: Database): Promise<MetaEntryView[]> {
  const rows = await db.select().from(metaEntries).orderBy(asc(metaEntries.page));
  return rows.map(view);
}

export async function readMetaEntry(db: Database, page: string): Promise<ServiceResult<MetaEntryView>> {
  const [row] = await db.select().from(metaEntries).where(eq(metaEntries.page, page)).limit(1);
  return row ? succeed(view(row)) : refuse(404, 'meta_entry_not_found');
}

/** Creates or replaces the page's entry; a description not sent is left empty. */
export async function saveMetaEntry(
  ctx: WriteContext,
  page: string,
  body: z.output<typeof MetaEntryBody>,
): Promise<MetaEntryView> {
  const columns = {
    ...columnsOf('title', body.title),
    ...columnsOf('description', body.description ?? { ku: '', ar: '', en: '' }),
  } as { title_ku: string; title_ar: string; title_en: string };
  const saved = await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(metaEntries).where(eq(metaEntries.page, page)).for('update');
    const [row] = await tx
      .insert(metaEntries)
      .values({ page, ...columns })
      .onConflictDoUpdate({ target: metaEntries.page, set: columns })
      .returning();
    const after = view(row!);
    await recordAudit(
      tx,
      ctx.actor,
      {
        action: before ? 'updated' : 'created',
        entity: 'meta_entry',
        entityId: page,
        before: before ? view(before) : null,
        after,
      },
      ctx.requestId,
    );
    return after;
  });
  await ctx.changes.publish(['content']);
  return saved;
}

export async function deleteMetaEntry(ctx: WriteContext, page: string): Promise<ServiceResult<null>> {
  const deleted = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(metaEntries).where(eq(metaEntries.page, page)).returning();
    if (!row) return false;
    await recordAudit(
      tx,
      ctx.actor,
      { action: 'deleted', entity: 'meta_entry', entityId: page, before: view(row) },
      ctx.requestId,
    );
    return true;
  });
  if (!deleted) return refuse(404, 'meta_entry_not_found');
  await ctx.changes.publish(['content']);
  return succeed(null);
}
