// Products on offer: the catalogue's own columns, nothing beside them. A product is on offer while it has an
// original_price above its price (the storefront's /discount and "was" prices read exactly that). Putting a
// product on offer keeps its regular price in original_price and lowers price; ending the offer puts the
// regular price back. Checkout charges `price`, so an offer applies to the next order at once.
import {
  ADMIN_PAGE_SIZE,
  type AdminOffer,
  type OffersPutBody,
  type PageMeta,
} from '@dukan/core/contract/admin-operations';
import type { StaffActor } from '@dukan/core/contract/staff-actor';
import { pickLocalized, type Locale } from '@dukan/core/locales';
import { discountPercent } from '@dukan/core/money/format';
import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { products } from '../../db/schema';
import type { Database } from '../../db/client';
import type { ApiMessageKey } from '../../http/messages';
import { recordAudit } from '../audit/audit-log';
import { refuse, succeed, type ServiceResult } from '../result';

const onOffer = sql`${products.original_price} IS NOT NULL AND ${products.original_price} > ${products.price}`;

const offerColumns = {
  id: products.id,
  sku: products.sku,
  title_ku: products.title_ku,
  title_ar: products.title_ar,
  title_en: products.title_en,
  price: products.price,
  original_price: products.original_price,
  stock: products.stock,
};

export async function listOffers(
  db: Database,
  query: { page: number },
  locale: Locale,
): Promise<{ data: AdminOffer[]; meta: PageMeta }> {
  const [rows, [total]] = await Promise.all([
    db
      .select(offerColumns)
      .from(products)
      .where(onOffer)
      // The deepest cuts first: what a manager checks before anything else.
      .orderBy(
        desc(sql`(${products.original_price} - ${products.price})::float / ${products.original_price}`),
        asc(products.id),
      )
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(products).where(onOffer),
  ]);
  return {
    data: rows.map((r) => ({
      product_id: r.id,
      sku: r.sku,
      title: pickLocalized(r, 'title', locale),
      price: r.price,
      original_price: r.original_price!,
      discount_percent: discountPercent(r.price, r.original_price) ?? 0,
      stock: r.stock,
    })),
    meta: { page: query.page, per_page: ADMIN_PAGE_SIZE, total: total?.n ?? 0 },
  };
}

/**
 * PUT /api/admin/offers: all the changes or none, each product audited ('price_changed' with the prices
 * before and after). Returns the ids changed, for the caller to announce.
 */
export async function applyOffers(
  db: Database,
  actor: StaffActor,
  body: OffersPutBody,
  requestId?: string,
): Promise<ServiceResult<{ changed: number[] }>> {
  const ids = [...new Set(body.offers.map((o) => o.product_id))].sort((a, b) => a - b);
  return db.transaction(async (tx) => {
    // Locked in id order, like every other lock on products (orders take them the same way).
    const rows = await tx
      .select({ id: products.id, price: products.price, original_price: products.original_price })
      .from(products)
      .where(inArray(products.id, ids))
      .orderBy(asc(products.id))
      .for('update');
    const byId = new Map(rows.map((r) => [r.id, r]));
    const errors: Record<string, ApiMessageKey[]> = {};
    const planned: { id: number; price: number; original_price: number | null }[] = [];
    body.offers.forEach((change, index) => {
      const row = byId.get(change.product_id);
      if (!row) {
        errors[`offers.${index}.product_id`] = ['offer_product_unknown'];
        return;
      }
      // The regular price: the kept original while on offer, else today's price.
      const regular = row.original_price !== null && row.original_price > row.price ? row.original_price : row.price;
      if (change.end) {
        planned.push({ id: row.id, price: regular, original_price: null });
        return;
      }
      const sale = change.sale_price ?? Math.max(1, Math.round((regular * (100 - (change.percent_off ?? 0))) / 100));
      if (sale >= regular) {
        errors[`offers.${index}.${change.sale_price !== undefined ? 'sale_price' : 'percent_off'}`] = [
          'offer_price_invalid',
        ];
        return;
      }
      planned.push({ id: row.id, price: sale, original_price: regular });
    });
    if (Object.keys(errors).length) return refuse(400, 'invalid_input', { errors });

    const changed: number[] = [];
    for (const plan of planned) {
      const before = byId.get(plan.id)!;
      if (before.price === plan.price && before.original_price === plan.original_price) continue;
      await tx
        .update(products)
        .set({ price: plan.price, original_price: plan.original_price, updated_at: new Date() })
        .where(eq(products.id, plan.id));
      await recordAudit(
        tx,
        actor,
        {
          action: 'price_changed',
          entity: 'product',
          entityId: plan.id,
          before: { price: before.price, original_price: before.original_price },
          after: { price: plan.price, original_price: plan.original_price },
        },
        requestId,
      );
      byId.set(plan.id, { id: plan.id, price: plan.price, original_price: plan.original_price });
      changed.push(plan.id);
    }
    return succeed({ changed });
  });
}
