// One life for every back-office content record (a banner, a city, a social account…): listed, read, created,
// changed, deleted and reordered, each change in one transaction with its audit entry (before and after, so a
// change that rolls back leaves no entry), and announced on the change bus only once it has committed, so the
// storefront's caches drop the old text and show the new one within a request.
//
// A RecordKind says what differs between kinds: the table, how a body becomes columns, how a row is shown to
// staff (all three languages side by side), which list a row's order belongs to, and which database refusals
// mean something to staff (a slug already taken, a city still used by orders).
import { MEDIA_ID_PATTERN } from '@dukan/core/contract/admin-content';
import type { StaffActor } from '@dukan/core/contract/staff-actor';
import { asc, eq, max, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/client';
import type { ApiMessageKey } from '../../http/messages';
import { recordAudit } from '../audit/audit-log';
import { pictureUrl } from '@dukan/core/media/picture-url';
import { existingMediaIds } from '../media/pictures';
import type { ChangeBus, ChangeTag } from '../changes';
import { refuse, succeed, type ServiceResult } from '../result';

type Row = Record<string, unknown>;

export interface RecordKind<Create, Patch, View> {
  /** The audit log's entity name: 'banner', 'city', … */
  entity: string;
  table: PgTable;
  /** The column a record is addressed by (an id, or a payment method's key). */
  key: AnyPgColumn;
  /** The order staff set; new records go to the end of their list. */
  sort?: AnyPgColumn;
  /** Lists that are ordered separately (banners per page). */
  group?: { column: AnyPgColumn; field: string };
  /** How lists come out when there is no `sort` (articles: newest first). */
  orderBy?: SQL[];
  /** Which storefront caches drop on a change. */
  tag: ChangeTag;
  notFound: ApiMessageKey;
  /** A unique index refused the row: which field, which message. */
  unique?: { field: string; key: ApiMessageKey };
  /** A referenced row is missing on write (a showroom's city): which field, which message. */
  reference?: { field: string; key: ApiMessageKey };
  /** Other rows still point at this one on delete. */
  inUse?: ApiMessageKey;
  /** Body fields holding a picture: an upload id there must exist, and is stored as the picture's url. */
  pictures?: string[];
  columns(body: Create | Patch): Row;
  view(row: Row): View;
}

/** Who writes, and where the change is announced. */
export interface WriteContext {
  db: Database;
  actor: StaffActor;
  requestId?: string;
  changes: ChangeBus;
}

export type RecordKey = number | string;

function orderOf(kind: RecordKind<unknown, unknown, unknown>): SQL[] {
  if (kind.orderBy) return kind.orderBy;
  return kind.sort ? [asc(kind.sort), asc(kind.key)] : [asc(kind.key)];
}

/** Every record of a kind, or of one group (one page's banners), in the order the storefront shows them. */
export async function listRecords<V>(db: Database, kind: RecordKind<unknown, unknown, V>, filter?: SQL): Promise<V[]> {
  const rows = (await db
    .select()
    .from(kind.table)
    .where(filter)
    .orderBy(...orderOf(kind))) as Row[];
  return rows.map((r) => kind.view(r));
}

export async function readRecord<V>(
  db: Database,
  kind: RecordKind<unknown, unknown, V>,
  key: RecordKey,
): Promise<ServiceResult<V>> {
  const [row] = (await db.select().from(kind.table).where(eq(kind.key, key)).limit(1)) as Row[];
  return row ? succeed(kind.view(row)) : refuse(404, kind.notFound);
}

// PostgreSQL's error codes: unique_violation and foreign_key_violation. Drizzle wraps the driver's error, and
// PGlite and node-postgres both carry the code on it.
function databaseCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

function refusalOf<T>(
  error: unknown,
  kind: RecordKind<unknown, unknown, unknown>,
  writing: 'write' | 'delete',
): ServiceResult<T> {
  if (error instanceof Refusal) return error.result;
  const code = databaseCode(error);
  if (code === '23505' && kind.unique) {
    return refuse(409, kind.unique.key, { errors: { [kind.unique.field]: [kind.unique.key] } });
  }
  if (code === '23503') {
    if (writing === 'delete' && kind.inUse) return refuse(409, kind.inUse);
    if (writing === 'write' && kind.reference) {
      return refuse(422, kind.reference.key, { errors: { [kind.reference.field]: [kind.reference.key] } });
    }
  }
  throw error;
}

/** Thrown inside a transaction to roll it back and answer a refusal. */
class Refusal extends Error {
  constructor(readonly result: ServiceResult<never>) {
    super(result.ok ? 'refused' : result.error.key);
  }
}

/** The body with each picture given by upload id replaced by its url; an id with no upload is refused. */
async function withPictureUrls<B>(tx: Transaction, kind: RecordKind<unknown, unknown, unknown>, body: B): Promise<B> {
  const fields = (kind.pictures ?? []).filter((f) => {
    const value = (body as Record<string, unknown>)[f];
    return typeof value === 'string' && MEDIA_ID_PATTERN.test(value);
  });
  if (fields.length === 0) return body;
  const copy = { ...(body as Record<string, unknown>) };
  const ids = fields.map((f) => (copy[f] as string).toLowerCase());
  const existing = await existingMediaIds(tx, ids);
  for (const [i, field] of fields.entries()) {
    const id = ids[i]!;
    if (!existing.has(id))
      throw new Refusal(refuse(422, 'media_not_found', { errors: { [field]: ['media_not_found'] } }));
    copy[field] = pictureUrl(id);
  }
  return copy as B;
}

async function nextSort(tx: Transaction, kind: RecordKind<unknown, unknown, unknown>, values: Row): Promise<number> {
  const groupValue = kind.group ? values[kind.group.field] : undefined;
  const [row] = await tx
    .select({ last: max(kind.sort!) })
    .from(kind.table)
    .where(kind.group && groupValue !== undefined ? eq(kind.group.column, groupValue) : undefined);
  const last = row?.last;
  return typeof last === 'number' ? last + 1 : 0;
}

async function announce(ctx: WriteContext, kind: RecordKind<unknown, unknown, unknown>) {
  await ctx.changes.publish([kind.tag]);
}

export async function createRecord<C, V>(
  ctx: WriteContext,
  kind: RecordKind<C, unknown, V>,
  body: C,
): Promise<ServiceResult<V>> {
  const k = kind as RecordKind<unknown, unknown, V>;
  let created: V;
  try {
    created = await ctx.db.transaction(async (tx) => {
      const values = k.columns(await withPictureUrls(tx, k, body));
      if (k.sort && values.sort === undefined) values.sort = await nextSort(tx, k, values);
      const [row] = (await tx.insert(k.table).values(values).returning()) as Row[];
      const after = k.view(row!);
      await recordAudit(
        tx,
        ctx.actor,
        { action: 'created', entity: k.entity, entityId: keyOf(k, row!), after },
        ctx.requestId,
      );
      return after;
    });
  } catch (error) {
    return refusalOf(error, k, 'write');
  }
  await announce(ctx, k);
  return succeed(created);
}

function keyOf(kind: RecordKind<unknown, unknown, unknown>, row: Row): RecordKey {
  return row[kind.key.name] as RecordKey;
}

/** Changes the fields the patch names; the others stay as they are. */
export async function updateRecord<P, V>(
  ctx: WriteContext,
  kind: RecordKind<unknown, P, V>,
  key: RecordKey,
  patch: P,
): Promise<ServiceResult<V>> {
  const k = kind as RecordKind<unknown, unknown, V>;
  let updated: V | null;
  try {
    updated = await ctx.db.transaction(async (tx) => {
      const [current] = (await tx.select().from(k.table).where(eq(k.key, key)).for('update')) as Row[];
      if (!current) return null;
      const values = k.columns(await withPictureUrls(tx, k, patch));
      if (Object.keys(values).length === 0) return k.view(current);
      const [row] = (await tx.update(k.table).set(values).where(eq(k.key, key)).returning()) as Row[];
      const before = k.view(current);
      const after = k.view(row!);
      await recordAudit(
        tx,
        ctx.actor,
        { action: 'updated', entity: k.entity, entityId: key, before, after },
        ctx.requestId,
      );
      return after;
    });
  } catch (error) {
    return refusalOf(error, k, 'write');
  }
  if (updated === null) return refuse(404, k.notFound);
  await announce(ctx, k);
  return succeed(updated);
}

export async function deleteRecord(
  ctx: WriteContext,
  kind: RecordKind<unknown, unknown, unknown>,
  key: RecordKey,
): Promise<ServiceResult<null>> {
  let deleted: boolean;
  try {
    deleted = await ctx.db.transaction(async (tx) => {
      const [row] = (await tx.delete(kind.table).where(eq(kind.key, key)).returning()) as Row[];
      if (!row) return false;
      const before = kind.view(row);
      await recordAudit(
        tx,
        ctx.actor,
        { action: 'deleted', entity: kind.entity, entityId: key, before },
        ctx.requestId,
      );
      return true;
    });
  } catch (error) {
    return refusalOf(error, kind, 'delete');
  }
  if (!deleted) return refuse(404, kind.notFound);
  await announce(ctx, kind);
  return succeed(null);
}

/**
 * Sets the order of one list (one page's banners, or all cities): `ids` must name every record of that list
 * once, so a list that changed while staff were dragging is refused instead of half-applied.
 */
export async function reorderRecords<V>(
  ctx: WriteContext,
  kind: RecordKind<unknown, unknown, V>,
  ids: RecordKey[],
  group?: unknown,
): Promise<ServiceResult<V[]>> {
  if (!kind.sort) throw new Error(`${kind.entity} has no order to set`);
  const scope = kind.group && group !== undefined ? eq(kind.group.column, group) : undefined;
  const done = await ctx.db.transaction(async (tx) => {
    const rows = (await tx
      .select()
      .from(kind.table)
      .where(scope)
      .orderBy(...orderOf(kind))
      .for('update')) as Row[];
    const current = rows.map((r) => keyOf(kind, r));
    const same = current.length === ids.length && ids.every((id) => current.includes(id));
    if (!same) return null;
    for (const [index, id] of ids.entries()) {
      await tx
        .update(kind.table)
        .set({ sort: index } as Row)
        .where(eq(kind.key, id));
    }
    await recordAudit(
      tx,
      ctx.actor,
      {
        action: 'reordered',
        entity: kind.entity,
        entityId: group === undefined ? null : String(group),
        before: current,
        after: ids,
      },
      ctx.requestId,
    );
    return true;
  });
  if (!done) return refuse(409, 'reorder_mismatch', { errors: { ids: ['reorder_mismatch'] } });
  await announce(ctx, kind);
  return succeed(await listRecords(ctx.db, kind, scope));
}
