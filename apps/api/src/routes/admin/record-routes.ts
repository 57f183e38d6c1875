// The HTTP side of a content record kind (services/content-admin/records.ts): list, read, create, change,
// delete and reorder under one path, each route with its permission and zod schemas. The content and delivery
// families describe their kinds and call this once per kind, so every kind answers the same way.
//
//   GET    {path}            → {data: [...]}            (`?page=` for kinds grouped by page)
//   GET    {path}/{id}       → {data}
//   POST   {path}            → 201 {data, message}
//   PATCH  {path}/{id}       → {data, message}
//   DELETE {path}/{id}       → {message}
//   POST   {path}/reorder    → {data: [...], message}   ({ids} or {page, ids})
import type { ReorderAllBody, ReorderBody } from '@dukan/core/contract/admin-content';
import type { StaffPermission } from '@dukan/core/contract/staff';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z, type ZodType } from 'zod';
import { HttpError } from '../../http/errors';
import { messageFor } from '../../http/messages';
import { unwrap } from '../../http/service-result';
import { staffOf } from '../../http/staff-guard';
import { LangQuery, type ZodTypeProvider } from '../../http/zod';
import {
  createRecord,
  deleteRecord,
  listRecords,
  readRecord,
  reorderRecords,
  updateRecord,
  type RecordKey,
  type RecordKind,
  type WriteContext,
} from '../../services/content-admin/records';
import type { AdminRuntime } from './index';

const MAX_SERIAL = 2_147_483_647;

/** `/:id` of a serial id; anything else becomes null, answered as the kind's not found. */
export const SerialIdParams = z.object({
  id: z.string().transform((raw) => {
    if (!/^[0-9]{1,10}$/.test(raw)) return null;
    const id = Number(raw);
    return id >= 1 && id <= MAX_SERIAL ? id : null;
  }),
});

/** The change's author and where it is announced, for a request that passed the staff guard. */
export function writeContextOf(runtime: AdminRuntime, request: FastifyRequest): WriteContext {
  return { db: runtime.ctx.db, actor: staffOf(request), requestId: request.id, changes: runtime.changes };
}

export interface RecordRoutes<C, P, V> {
  path: string;
  permission: StaffPermission;
  kind: RecordKind<C, P, V>;
  create?: ZodType<C>;
  patch: ZodType<P>;
  /** Kinds whose list is split by page (banners, highlights): the query that picks one page. */
  pageQuery?: ZodType<{ page?: string }>;
  /** How staff set the order: per page (`{page, ids}`) or of the whole list (`{ids}`). */
  reorder?: { body: typeof ReorderBody } | { body: typeof ReorderAllBody };
  /** Article bodies and other long HTML need more than the server's default body limit. */
  bodyLimit?: number;
  /** false: the family serves the list itself (articles filter by type). */
  listed?: boolean;
  /** Where the key comes from when it is not a serial id (payment methods: their key). */
  keyParams?: ZodType<{ id: RecordKey | null }>;
}

export function registerRecordRoutes<C, P, V>(
  parent: FastifyInstance,
  runtime: AdminRuntime,
  options: RecordRoutes<C, P, V>,
) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { path, permission, kind } = options;
  const config = { permission };
  const params = options.keyParams ?? SerialIdParams;
  const db = runtime.ctx.db;
  const keyOf = (request: FastifyRequest) => {
    const key = (request.params as { id: RecordKey | null }).id;
    if (key === null) throw new HttpError(404, kind.notFound);
    return key;
  };

  if (options.listed !== false) {
    app.get(path, { config, schema: { querystring: options.pageQuery ?? LangQuery } }, async (request) => {
      const page = (request.query as { page?: string }).page;
      const filter = kind.group && page !== undefined ? eq(kind.group.column, page) : undefined;
      return { data: await listRecords(db, kind as RecordKind<unknown, unknown, V>, filter) };
    });
  }

  if (options.reorder) {
    app.post(
      `${path}/reorder`,
      { config, schema: { body: options.reorder.body, querystring: LangQuery } },
      async (request) => {
        const body = request.body as { ids: number[]; page?: string };
        const list = unwrap(
          request,
          await reorderRecords(
            writeContextOf(runtime, request),
            kind as RecordKind<unknown, unknown, V>,
            body.ids,
            body.page,
          ),
        );
        return { data: list, message: messageFor(request, 'content_reordered') };
      },
    );
  }

  app.get(`${path}/:id`, { config, schema: { params, querystring: LangQuery } }, async (request) => ({
    data: unwrap(request, await readRecord(db, kind as RecordKind<unknown, unknown, V>, keyOf(request))),
  }));

  if (options.create) {
    app.post(
      path,
      { config, bodyLimit: options.bodyLimit, schema: { body: options.create, querystring: LangQuery } },
      async (request, reply) => {
        const created = unwrap(request, await createRecord(writeContextOf(runtime, request), kind, request.body as C));
        return reply.code(201).send({ data: created, message: messageFor(request, 'content_saved') });
      },
    );
  }

  app.patch(
    `${path}/:id`,
    { config, bodyLimit: options.bodyLimit, schema: { params, body: options.patch, querystring: LangQuery } },
    async (request) => {
      const key = keyOf(request);
      const updated = unwrap(
        request,
        await updateRecord(writeContextOf(runtime, request), kind, key, request.body as P),
      );
      return { data: updated, message: messageFor(request, 'content_saved') };
    },
  );

  if (options.create) {
    app.delete(`${path}/:id`, { config, schema: { params, querystring: LangQuery } }, async (request) => {
      const key = keyOf(request);
      unwrap(
        request,
        await deleteRecord(writeContextOf(runtime, request), kind as RecordKind<unknown, unknown, unknown>, key),
      );
      return { message: messageFor(request, 'content_deleted') };
    });
  }
}
