// The products of a cart or wishlist as the catalogue shows them, localized, in one query.
import { ProductListQuery, type ProductSummary } from '@dukan/core/contract/catalogue';
import type { Locale } from '@dukan/core/locales';
import type { Database } from '../../db/client';
import { listProductSummaries } from '../catalogue/products';

export async function productsById(db: Database, locale: Locale, ids: number[]): Promise<Map<number, ProductSummary>> {
  if (ids.length === 0) return new Map();
  const query = ProductListQuery.parse({ ids: ids.join(','), limit: 100 });
  const summaries = await listProductSummaries(db, locale, query);
  return new Map(summaries.map((p) => [p.id, p]));
}
