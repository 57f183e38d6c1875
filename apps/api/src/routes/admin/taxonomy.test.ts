import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { buildCatalogueTestServer, type CatalogueTestServer } from '../../services/catalogue-admin/test-server';
import { testBackends } from '../../test/databases';

const title = (en: string) => ({ ku: `${en} ku`, ar: `${en} ar`, en });

describe.each(testBackends)('admin taxonomy (%s)', (backend) => {
  let s: CatalogueTestServer;
  beforeAll(async () => {
    s = await buildCatalogueTestServer(backend);
  }, 180_000);
  afterAll(async () => {
    await s?.close();
  });

  it('creates, renames and deletes collections and categories; the storefront sees them', async () => {
    const collection = await s.call('POST', '/api/admin/collections', {
      slug: 'garden',
      title: { ku: 'باخچە', ar: 'حديقة', en: 'Garden' },
      description: { ku: '', ar: '', en: 'Outdoors' },
      sort: 3,
    });
    expect(collection.status).toBe(201);
    expect(collection.body.data).toMatchObject({ slug: 'garden', title: { ku: 'باخچە', en: 'Garden' }, sort: 3 });
    const collectionId = collection.body.data.id as number;

    const category = await s.call('POST', '/api/admin/categories', {
      collection_id: collectionId,
      slug: 'hoses',
      title: title('Hoses'),
      image: '/api/media/categories/hoses.svg',
    });
    expect(category.status).toBe(201);
    const categoryId = category.body.data.id as number;
    const storefront = await s.app.inject({ method: 'GET', url: '/api/en/categories' });
    expect(storefront.json().data.map((c: { title: string }) => c.title)).toContain('Hoses');

    const taken = await s.call('POST', '/api/admin/categories', {
      collection_id: collectionId,
      slug: 'hoses',
      title: title('X'),
    });
    expect(taken.status).toBe(409);
    expect(Object.keys(taken.body.errors)).toEqual(['slug']);
    const orphan = await s.call('POST', '/api/admin/categories', {
      collection_id: 999_999,
      slug: 'orphans',
      title: title('X'),
    });
    expect(orphan.status).toBe(422);
    expect(Object.keys(orphan.body.errors)).toEqual(['collection_id']);
    const badSlug = await s.call('POST', '/api/admin/categories', {
      collection_id: collectionId,
      slug: 'Has Space',
      title: title('X'),
    });
    expect(badSlug.status).toBe(400);

    // A category with a product cannot go; an empty collection can once its category is gone.
    const product = await s.call('POST', '/api/admin/products', {
      sku: 'HOSE-1',
      price: 5000,
      stock: 1,
      category_id: categoryId,
      title: { ku: 'بۆری ئاو', ar: 'خرطوم ماء', en: 'Water hose' },
    });
    expect(product.status).toBe(201);
    expect((await s.call('DELETE', `/api/admin/categories/${categoryId}`)).status).toBe(409);
    expect((await s.call('DELETE', `/api/admin/collections/${collectionId}`)).status).toBe(409);

    // Renaming the category re-indexes its products: search finds the product by the new category name.
    const renamed = await s.call('PATCH', `/api/admin/categories/${categoryId}`, {
      title: { ku: 'ئاودێری', ar: 'ري', en: 'Irrigation' },
    });
    expect(renamed.status).toBe(200);
    expect(await s.searchTitles('irrigation')).toContain('Water hose');

    expect((await s.call('DELETE', `/api/admin/products/${product.body.data.id}`)).status).toBe(200);
    expect((await s.call('DELETE', `/api/admin/categories/${categoryId}`)).status).toBe(200);
    expect((await s.call('DELETE', `/api/admin/collections/${collectionId}`)).status).toBe(200);
    expect((await s.call('PATCH', `/api/admin/collections/${collectionId}`, { sort: 1 })).status).toBe(404);

    const audits = await s.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'category'))
      .orderBy(auditLog.id);
    expect(audits.map((a) => a.action)).toEqual(['created', 'updated', 'deleted']);
  });

  it('manages brands, attributes with values, and specification groups with specifications', async () => {
    const brand = await s.call('POST', '/api/admin/brands', { slug: 'newroz', title: title('Newroz') });
    expect(brand.status).toBe(201);
    const renamedBrand = await s.call('PATCH', `/api/admin/brands/${s.fixture.brands.zagros}`, {
      title: title('Zagros Plus'),
    });
    expect(renamedBrand.body.data.title.en).toBe('Zagros Plus');
    expect((await s.call('DELETE', `/api/admin/brands/${s.fixture.brands.zagros}`)).status).toBe(409);

    const attribute = await s.call('POST', '/api/admin/attributes', { key: 'material', title: title('Material') });
    expect(attribute.status).toBe(201);
    const attributeId = attribute.body.data.id as number;
    const value = await s.call('POST', `/api/admin/attributes/${attributeId}/values`, {
      value: 'steel',
      title: title('Steel'),
    });
    expect(value.status).toBe(201);
    expect(value.body.data).toMatchObject({ attribute_id: attributeId, value: 'steel' });
    const values = await s.call('GET', `/api/admin/attributes/${attributeId}/values`);
    expect(values.body.data.map((v: { value: string }) => v.value)).toEqual(['steel']);
    const missingParent = await s.call('POST', '/api/admin/attributes/999999/values', {
      value: 'x',
      title: title('X'),
    });
    expect(missingParent.status).toBe(422);
    expect(
      (await s.call('PATCH', `/api/admin/attribute-values/${value.body.data.id}`, { sort: 2 })).body.data.sort,
    ).toBe(2);
    expect((await s.call('DELETE', `/api/admin/attributes/${attributeId}`)).status).toBe(409);
    expect((await s.call('DELETE', `/api/admin/attribute-values/${value.body.data.id}`)).status).toBe(200);
    expect((await s.call('DELETE', `/api/admin/attributes/${attributeId}`)).status).toBe(200);

    const group = await s.call('POST', '/api/admin/specification-groups', { title: title('Engine') });
    const spec = await s.call('POST', `/api/admin/specification-groups/${group.body.data.id}/specifications`, {
      title: title('Horsepower'),
    });
    expect(spec.status).toBe(201);
    expect(spec.body.data.group_id).toBe(group.body.data.id);
    const listed = await s.call('GET', '/api/admin/specification-groups');
    expect(listed.body.data.map((g: { title: { en: string } }) => g.title.en)).toContain('Engine');
    // Every group's specifications in one list, for the product form's picker.
    const allSpecs = await s.call('GET', '/api/admin/specifications');
    expect(allSpecs.status).toBe(200);
    expect(allSpecs.body.data).toContainEqual(
      expect.objectContaining({ id: spec.body.data.id, group_id: group.body.data.id, title: title('Horsepower') }),
    );
    expect((await s.call('POST', '/api/admin/specifications', { title: title('Torque') })).status).toBe(404);

    // A used specification renamed: its products are searchable by the new name.
    const renamedSpec = await s.call('PATCH', `/api/admin/specifications/${s.fixture.specs.watts}`, {
      title: { ku: 'هێز', ar: 'القدرة', en: 'Wattage' },
    });
    expect(renamedSpec.status).toBe(200);
    expect(await s.searchTitles('wattage')).toContain(s.fixture.detailed.title_en);
  });

  it('answers bad ids and bodies with 4xx, never 500', async () => {
    expect((await s.call('PATCH', '/api/admin/brands/abc', { slug: 'x' })).status).toBe(404);
    expect((await s.call('PATCH', '/api/admin/brands/999999', { slug: 'x' })).status).toBe(404);
    expect((await s.call('DELETE', '/api/admin/brands/999999')).status).toBe(404);
    expect(
      (await s.call('POST', '/api/admin/brands', { slug: 'ok', title: { ku: 'a\u0000', ar: '', en: '' } })).status,
    ).toBe(400);
    expect((await s.call('POST', '/api/admin/brands', { slug: 'ok', title: 'Brand' })).status).toBe(400);
    expect(
      (await s.call('POST', '/api/admin/collections', { slug: 'x', title: title('X'), image: 'http://evil/x.png' }))
        .status,
    ).toBe(400);
    expect(
      (
        await s.call('POST', '/api/admin/collections', {
          slug: 'x',
          title: title('X'),
          image: '00000000-0000-4000-8000-000000000000',
        })
      ).status,
    ).toBe(422);
  });
});
