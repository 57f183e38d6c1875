// /api/admin taxonomy: collections, categories, brands, attributes (+ values), specification groups
// (+ specifications). Reading needs 'catalogue:read', every change 'catalogue:edit'. The rules are in
// services/catalogue-admin/taxonomy.ts.
import {
  AttributeBody,
  AttributeValueBody,
  BrandBody,
  CategoryBody,
  CollectionBody,
  SpecificationBody,
  SpecificationGroupBody,
} from '@dukan/core/contract/admin-catalogue';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodObject } from 'zod';
import { HttpError } from '../../http/errors';
import { unwrap } from '../../http/service-result';
import { LangQuery, type ZodTypeProvider } from '../../http/zod';
import {
  createTaxonomy,
  deleteTaxonomy,
  listTaxonomy,
  taxonomyView,
  updateTaxonomy,
  type TaxonomyKindName,
} from '../../services/catalogue-admin/taxonomy';
import type { AdminRuntime } from './index';
import { catalogueWriter, ProductIdParams as IdParams } from './products';

interface Family {
  path: string;
  kind: TaxonomyKindName;
  body: ZodObject;
}

const FAMILIES: Family[] = [
  { path: 'collections', kind: 'collection', body: CollectionBody },
  { path: 'categories', kind: 'category', body: CategoryBody },
  { path: 'brands', kind: 'brand', body: BrandBody },
  { path: 'attributes', kind: 'attribute', body: AttributeBody },
  { path: 'attribute-values', kind: 'attribute_value', body: AttributeValueBody },
  { path: 'specification-groups', kind: 'specification_group', body: SpecificationGroupBody },
  { path: 'specifications', kind: 'specification', body: SpecificationBody },
];

/** Children are created under their parent's path, so the parent id comes from the URL. */
const CHILDREN = [
  { parent: 'attributes', path: 'values', kind: 'attribute_value', column: 'attribute_id', body: AttributeValueBody },
  {
    parent: 'specification-groups',
    path: 'specifications',
    kind: 'specification',
    column: 'group_id',
    body: SpecificationBody.omit({ group_id: true }),
  },
] as const;

export const adminTaxonomyPlugin: FastifyPluginAsync<{ runtime: AdminRuntime }> = async (instance, { runtime }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const db = runtime.ctx.db;
  const idOf = (id: number | null) => {
    if (id === null) throw new HttpError(404, 'not_found');
    return id;
  };

  for (const family of FAMILIES) {
    // Values are listed with their attribute below. Specifications are listed with their group too, and
    // also all at once: the product form offers every specification of every group in one picker.
    if (family.kind !== 'attribute_value') {
      app.get(
        `/${family.path}`,
        { config: { permission: 'catalogue:read' }, schema: { querystring: LangQuery } },
        async () => ({ data: (await listTaxonomy(db, family.kind)).map(taxonomyView) }),
      );
    }
    // Values and specifications are created under their attribute or group below.
    if (family.kind !== 'attribute_value' && family.kind !== 'specification') {
      app.post(
        `/${family.path}`,
        { config: { permission: 'catalogue:edit' }, schema: { body: family.body, querystring: LangQuery } },
        async (request, reply) => {
          const body = request.body as Record<string, unknown>;
          const created = await createTaxonomy(catalogueWriter(request, runtime), family.kind, body);
          return reply.code(201).send({ data: unwrap(request, created) });
        },
      );
    }
    app.patch(
      `/${family.path}/:id`,
      {
        config: { permission: 'catalogue:edit' },
        schema: { params: IdParams, body: family.body.partial(), querystring: LangQuery },
      },
      async (request) => {
        const id = idOf(request.params.id);
        const body = request.body as Record<string, unknown>;
        return {
          data: unwrap(request, await updateTaxonomy(catalogueWriter(request, runtime), family.kind, id, body)),
        };
      },
    );
    app.delete(
      `/${family.path}/:id`,
      { config: { permission: 'catalogue:edit' }, schema: { params: IdParams, querystring: LangQuery } },
      async (request) => ({
        data: unwrap(
          request,
          await deleteTaxonomy(catalogueWriter(request, runtime), family.kind, idOf(request.params.id)),
        ),
      }),
    );
  }

  for (const child of CHILDREN) {
    app.get(
      `/${child.parent}/:id/${child.path}`,
      { config: { permission: 'catalogue:read' }, schema: { params: IdParams, querystring: LangQuery } },
      async (request) => {
        const rows = await listTaxonomy(
          db,
          child.kind,
          sql`${sql.identifier(child.column)} = ${idOf(request.params.id)}`,
        );
        return { data: rows.map(taxonomyView) };
      },
    );
    app.post(
      `/${child.parent}/:id/${child.path}`,
      {
        config: { permission: 'catalogue:edit' },
        schema: { params: IdParams, body: child.body as ZodObject, querystring: LangQuery },
      },
      async (request, reply) => {
        const body = { ...(request.body as Record<string, unknown>), [child.column]: idOf(request.params.id) };
        const created = await createTaxonomy(catalogueWriter(request, runtime), child.kind, body);
        return reply.code(201).send({ data: unwrap(request, created) });
      },
    );
  }
};
