// Product CSV: POST /api/admin/products/import (multipart, field `file`) → 202 {data: {id}}; then
// GET /api/admin/products/import/{id} → {data: {status, processed, total, created, updated, errors}};
// GET /api/admin/products/export.csv streams every product. The import runs as a job in this process
// (services/catalogue-admin/csv-import.ts); its progress lives in the database, so any process answers for it.
import multipart from '@fastify/multipart';
import type { ImportJobView } from '@dukan/core/contract/admin-catalogue';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../http/errors';
import { isApiMessageKey, localeOfRequest, translateApiMessage } from '../../http/messages';
import { staffOf } from '../../http/staff-guard';
import { LangQuery, UuidParams, type ZodTypeProvider } from '../../http/zod';
import { productCsvStream } from '../../services/catalogue-admin/csv-export';
import {
  createImportJob,
  parseProductCsv,
  readImportJob,
  runImportJob,
} from '../../services/catalogue-admin/csv-import';
import type { AdminRuntime } from './index';
import { catalogueWriter } from './products';

/** A CSV of 10,000 products with long descriptions in three languages is a few megabytes; this leaves room. */
export const MAX_CSV_BYTES = 50 * 1024 * 1024;

export const adminProductsCsvPlugin: FastifyPluginAsync<{ runtime: AdminRuntime }> = async (instance, { runtime }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart, {
    limits: { fileSize: MAX_CSV_BYTES, files: 1, fields: 10, parts: 20, fieldSize: 1024 },
  });
  const db = runtime.ctx.db;
  // Jobs still running when the server closes are awaited, so a shutdown never cuts a batch's aftermath short.
  const running = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...running]);
  });

  app.post(
    '/products/import',
    { config: { permission: 'catalogue:prices' }, schema: { querystring: LangQuery } },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, 'csv_file_required');
      const file = await request.file();
      if (!file || file.fieldname !== 'file') {
        const message = translateApiMessage('csv_file_required', localeOfRequest(request));
        throw new HttpError(400, 'csv_file_required', { file: [message] });
      }
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, 'csv_too_large');
        throw error;
      }
      const parsed = parseProductCsv(bytes);
      if (!parsed) {
        const message = translateApiMessage('csv_header_invalid', localeOfRequest(request));
        throw new HttpError(400, 'csv_header_invalid', { file: [message] });
      }
      const writer = catalogueWriter(request, runtime);
      const id = await createImportJob(db, staffOf(request), file.filename || null);
      const job = runImportJob(writer, id, parsed, (error) =>
        request.log.error({ err: error, importJob: id }, 'product import failed'),
      ).finally(() => running.delete(job));
      running.add(job);
      return reply.code(202).send({ data: { id } });
    },
  );

  app.get(
    '/products/import/:id',
    { config: { permission: 'catalogue:read' }, schema: { params: UuidParams, querystring: LangQuery } },
    async (request) => {
      const job = request.params.id ? await readImportJob(db, request.params.id) : null;
      if (!job) throw new HttpError(404, 'import_not_found');
      const locale = localeOfRequest(request);
      const data: ImportJobView = {
        id: job.id,
        status: job.status,
        processed: job.processed,
        total: job.total,
        created: job.created,
        updated: job.updated,
        errors: job.errors.map((e) => ({
          row: e.row,
          field: e.field,
          message: isApiMessageKey(e.message) ? translateApiMessage(e.message, locale) : e.message,
        })),
        created_at: job.created_at.toISOString(),
        finished_at: job.finished_at?.toISOString() ?? null,
      };
      return { data };
    },
  );

  app.get(
    '/products/export.csv',
    { config: { permission: 'catalogue:read' }, schema: { querystring: LangQuery } },
    async (_request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="products-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(productCsvStream(db));
    },
  );
};
