// Search synonyms under /api/admin/search/synonyms ('catalogue:edit'): the groups of words a shopper uses for one
// thing («phone / mobile / هاتف / موبايل / جوال / مۆبایل»). Each change is audited in its transaction, then
// announced as 'search'; the engines widen query words with the table at query time (docs/decisions/012), so
// nothing is re-indexed. This process's engine re-reads the table on the announcement; others within seconds.
import { synonymTermForm } from '@dukan/core/text/synonyms';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { searchSynonyms } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { messageFor } from '../../http/messages';
import { staffOf } from '../../http/staff-guard';
import { LangQuery, type ZodTypeProvider } from '../../http/zod';
import { recordAudit } from '../../services/audit/audit-log';
import type { AdminRuntime } from './index';

const MAX_TERMS = 30;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

const Term = z
  .string({ message: 'search_synonym_term_one_word' })
  .trim()
  .min(1, 'search_synonym_term_one_word')
  .max(60, 'search_synonym_term_one_word')
  .refine((s) => !CONTROL.test(s) && synonymTermForm(s) !== null, 'search_synonym_term_one_word');

/** Two to thirty single words, at least two of them different once folded («ثلاجة» and «ثلاجه» are one). */
const SynonymBody = z.object({
  terms: z
    .array(Term, { message: 'search_synonym_terms_invalid' })
    .max(MAX_TERMS, 'search_synonym_terms_invalid')
    .transform((terms) => [...new Set(terms)])
    .refine((terms) => new Set(terms.map(synonymTermForm)).size >= 2, 'search_synonym_terms_invalid'),
});

/** `/:id`: a positive integer; anything else becomes null, answered as not found. */
const SynonymParams = z.object({
  id: z.string().transform((s) => (/^[1-9][0-9]{0,8}$/.test(s) ? Number(s) : null)),
});

const columns = {
  id: searchSynonyms.id,
  terms: searchSynonyms.terms,
  created_at: searchSynonyms.created_at,
  updated_at: searchSynonyms.updated_at,
};

export const adminSearchPlugin: FastifyPluginAsync<{ runtime: AdminRuntime }> = async (parent, { runtime }) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const db = runtime.ctx.db;
  const edit = { permission: 'catalogue:edit' } as const;

  const unsubscribe = runtime.changes.subscribe(async (tags) => {
    if (tags.includes('search')) await runtime.search.reloadSynonyms?.();
  });
  app.addHook('onClose', async () => unsubscribe());
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get('/search/synonyms', { config: edit, schema: { querystring: LangQuery } }, async () => ({
    data: await db.select(columns).from(searchSynonyms).orderBy(asc(searchSynonyms.id)),
  }));

  app.post(
    '/search/synonyms',
    { config: edit, schema: { body: SynonymBody, querystring: LangQuery } },
    async (request, reply) => {
      const created = await db.transaction(async (tx) => {
        const [row] = await tx.insert(searchSynonyms).values({ terms: request.body.terms }).returning(columns);
        await recordAudit(
          tx,
          staffOf(request),
          { action: 'created', entity: 'search_synonym', entityId: row!.id, after: row },
          request.id,
        );
        return row!;
      });
      await runtime.changes.publish(['search']);
      reply.code(201);
      return { data: created, message: messageFor(request, 'search_synonym_created') };
    },
  );

  app.patch(
    '/search/synonyms/:id',
    { config: edit, schema: { params: SynonymParams, body: SynonymBody, querystring: LangQuery } },
    async (request) => {
      const id = request.params.id;
      if (id === null) throw new HttpError(404, 'search_synonym_not_found');
      const updated = await db.transaction(async (tx) => {
        const [before] = await tx.select(columns).from(searchSynonyms).where(eq(searchSynonyms.id, id)).for('update');
        if (!before) return null;
        const [after] = await tx
          .update(searchSynonyms)
          .set({ terms: request.body.terms, updated_at: sql`now()` })
          .where(eq(searchSynonyms.id, id))
          .returning(columns);
        await recordAudit(
          tx,
          staffOf(request),
          { action: 'updated', entity: 'search_synonym', entityId: id, before, after },
          request.id,
        );
        return after!;
      });
      if (!updated) throw new HttpError(404, 'search_synonym_not_found');
      await runtime.changes.publish(['search']);
      return { data: updated, message: messageFor(request, 'search_synonym_updated') };
    },
  );

  app.delete(
    '/search/synonyms/:id',
    { config: edit, schema: { params: SynonymParams, querystring: LangQuery } },
    async (request) => {
      const id = request.params.id;
      if (id === null) throw new HttpError(404, 'search_synonym_not_found');
      const deleted = await db.transaction(async (tx) => {
        const [before] = await tx.delete(searchSynonyms).where(eq(searchSynonyms.id, id)).returning(columns);
        if (!before) return null;
        await recordAudit(
          tx,
          staffOf(request),
          { action: 'deleted', entity: 'search_synonym', entityId: id, before },
          request.id,
        );
        return before;
      });
      if (!deleted) throw new HttpError(404, 'search_synonym_not_found');
      await runtime.changes.publish(['search']);
      return { data: deleted, message: messageFor(request, 'search_synonym_deleted') };
    },
  );
};
