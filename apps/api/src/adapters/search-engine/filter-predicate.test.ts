import { parseFilter } from '@dukan/core/search/index';
import { describe, expect, it } from 'vitest';
import { compilePredicate, NULL_INT } from './filter-predicate';
import { compileFilter } from './filter-sql';
import { DocColumns } from './memory-columns';

// Four products: a branded discounted one, one without brand or values, a sold-out one, and an unranked one.
const columns = new DocColumns(4);
const rows = [
  { id: 10, sku: 'A-1', categoryId: 1, collectionId: 1, brandId: 7, price: 900, originalPrice: 1000, stock: 3 },
  { id: 11, sku: '', categoryId: 2, collectionId: 1, brandId: null, price: 500, originalPrice: null, stock: 1 },
  { id: 12, sku: 'C-3', categoryId: 2, collectionId: 2, brandId: 8, price: 1500, originalPrice: 1400, stock: 0 },
  { id: 13, sku: 'D-4', categoryId: 3, collectionId: 2, brandId: 7, price: 50, originalPrice: null, stock: 9 },
];
const values = [[1, 2], [], [2, 3], [4]];
const ranks = [1, null, 2, null];
rows.forEach((row, doc) =>
  columns.set(doc, {
    ...row,
    bestSellerRank: ranks[doc]!,
    salesCount: doc * 10,
    createdAtUs: doc,
    valueIds: values[doc]!,
  }),
);

function matching(filter: string): number[] {
  const parsed = parseFilter(filter);
  if (!parsed.ok || !parsed.ast) throw new Error(`bad filter ${filter}`);
  const compiled = compilePredicate(parsed.ast, columns);
  if (!compiled.ok) throw new Error(compiled.message);
  return [0, 1, 2, 3].filter((doc) => compiled.predicate(doc)).map((doc) => columns.ids[doc]!);
}

describe('filter predicates over the in-memory columns', () => {
  it.each([
    ['price > 600', [10, 12]],
    ['price 500 TO 900', [10, 11]],
    ['price >= ٩٠٠', [10, 12]],
    ['brand = 7', [10, 13]],
    // Null never compares true, and NOT of a false comparison is true: the brandless product is "not brand 7".
    ['brand != 7', [11, 12]],
    ['NOT brand > 7', [10, 11, 13]],
    ['brand IS NULL', [11]],
    ['brand IS NOT NULL', [10, 12, 13]],
    ['brand IN [8, 9]', [12]],
    ['original_price IS NULL', [11, 13]],
    ['best_seller_rank < 2', [10]],
    ['discount_percent = 10', [10]],
    ['discounted = true', [10]],
    ['discounted != true', [11, 12, 13]],
    ['in_stock = false', [12]],
    ['in_stock IN [true, false]', [10, 11, 12, 13]],
    ['in_stock = maybe', []],
    ['in_stock != maybe', [10, 11, 12, 13]],
    ['values = 2', [10, 12]],
    ['values != 2', [11, 13]],
    ['values > 2', [12, 13]],
    ['values 3 TO 4', [12, 13]],
    ['values IN [1, 4]', [10, 13]],
    ['values NOT IN [2]', [11, 13]],
    ['values IS EMPTY', [11]],
    ['values IS NULL', []],
    ['sku IS EMPTY', [11]],
    ['sku = "C-3" OR sku IN [D-4]', [12, 13]],
    ['sku > B', [12, 13]],
    ['id IN [10, 13, 99]', [10, 13]],
    ['category_id = 2 AND (collection_id = 1 OR stock > 5)', [11]],
    ['price = cheap', []],
    ['price != cheap', [10, 11, 12, 13]],
    ['brand EXISTS', [10, 11, 12, 13]],
    ['brand NOT EXISTS', []],
  ])('%s', (filter, expected) => {
    expect(matching(filter)).toEqual(expected);
  });

  it.each(['price > abc', 'in_stock > 1', 'colour = red', 'sku 1 TO 2', 'price a TO 5', 'brand = 1 OR colour = red'])(
    'rejects %j with the message the SQL compiler gives',
    (filter) => {
      const parsed = parseFilter(filter);
      if (!parsed.ok || !parsed.ast) throw new Error('should parse');
      const predicate = compilePredicate(parsed.ast, columns);
      const sql = compileFilter(parsed.ast);
      expect(predicate.ok).toBe(false);
      expect(sql.ok).toBe(false);
      expect(!predicate.ok && predicate.message).toBe(!sql.ok && sql.message);
    },
  );

  it('keeps SQL NULL out of band', () => {
    expect(columns.brand[1]).toBe(NULL_INT);
    expect(columns.discountPercent[2]).toBe(0);
  });
});
