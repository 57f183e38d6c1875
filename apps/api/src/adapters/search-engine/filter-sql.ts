// Compiles a parsed Meilisearch filter to a parameterized SQL condition over the narrow search table
// `product_search p` (migration 0003). Attribute names come from a fixed list; every value is a bound parameter.
import type { FilterNode } from '@dukan/core/search/index';
import { sql, type SQL } from 'drizzle-orm';
import {
  asBoolean,
  asNumber,
  booleanOrderingMessage,
  FilterCompileError,
  fieldSpecOf,
  notANumberMessage,
  rangeEndsMessage,
  rangeNotNumericMessage,
  type FieldSpec,
} from './filter-fields';

interface Field extends FieldSpec {
  column: SQL;
}

export const DISCOUNT_PERCENT_SQL = sql`(CASE WHEN p.original_price > p.price THEN (p.original_price - p.price) * 100 / p.original_price ELSE 0 END)`;

const COLUMNS: Record<string, SQL> = {
  id: sql`p.id`,
  sku: sql`p.sku`,
  category_id: sql`p.category_id`,
  collection_id: sql`p.collection_id`,
  brand: sql`p.brand_id`,
  brand_id: sql`p.brand_id`,
  price: sql`p.price`,
  original_price: sql`p.original_price`,
  discount_percent: DISCOUNT_PERCENT_SQL,
  stock: sql`p.stock`,
  in_stock: sql`(p.stock > 0)`,
  discounted: sql`coalesce(p.original_price > p.price, false)`,
  best_seller_rank: sql`p.best_seller_rank`,
  sales_count: sql`p.sales_count`,
  values: sql`v.value_id`,
};

const TRUE = sql`TRUE`;
const FALSE = sql`FALSE`;

// Whole numbers stay integers so btree indexes on integer columns remain usable; others compare as numeric.
function numberParam(n: string): SQL {
  return /^-?\d+$/.test(n) && Number.isSafeInteger(Number(n)) ? sql`${n}::bigint` : sql`${n}::numeric`;
}

function fieldOf(attribute: string): Field {
  return { ...fieldSpecOf(attribute), column: COLUMNS[attribute]! };
}

/** For a list field, a condition on one of its elements; for others, the condition itself. */
function onElement(field: Field, condition: SQL): SQL {
  if (field.kind !== 'numberList') return field.nullable ? sql`coalesce(${condition}, false)` : condition;
  return sql`EXISTS (SELECT 1 FROM unnest(p.value_ids) AS v(value_id) WHERE ${condition})`;
}

const INT4_MAX = 2147483647;

/** `values = 5` / `values IN (5, 7)` as an array overlap, which the GIN index on value_ids answers. */
function valuesOverlap(numbers: string[]): SQL | null {
  const ints = numbers.map(Number);
  if (!ints.every((n) => Number.isInteger(n) && Math.abs(n) <= INT4_MAX)) return null;
  return sql`p.value_ids && ${`{${ints.join(',')}}`}::int[]`;
}

function comparison(attribute: string, operator: string, raw: string): SQL {
  const field = fieldOf(attribute);
  const ordering = operator !== '=' && operator !== '!=';
  if (operator === '!=') return sql`NOT ${comparison(attribute, '=', raw)}`;
  const op = sql.raw(operator);
  if (field.kind === 'number' || field.kind === 'numberList') {
    const n = asNumber(raw);
    if (n === null) {
      if (ordering) throw new FilterCompileError(notANumberMessage(attribute, operator, raw));
      return FALSE;
    }
    const overlap = field.kind === 'numberList' && operator === '=' ? valuesOverlap([n]) : null;
    return overlap ?? onElement(field, sql`${field.column} ${op} ${numberParam(n)}`);
  }
  if (field.kind === 'boolean') {
    if (ordering) throw new FilterCompileError(booleanOrderingMessage(attribute));
    const b = asBoolean(raw);
    return b === null ? FALSE : sql`${field.column} = ${b}`;
  }
  return onElement(field, sql`${field.column} ${op} ${raw}`);
}

function range(attribute: string, from: string, to: string): SQL {
  const field = fieldOf(attribute);
  if (field.kind === 'text' || field.kind === 'boolean') {
    throw new FilterCompileError(rangeNotNumericMessage(attribute));
  }
  const low = asNumber(from);
  const high = asNumber(to);
  if (low === null || high === null) {
    throw new FilterCompileError(rangeEndsMessage(attribute, from, to));
  }
  return onElement(field, sql`${field.column} BETWEEN ${numberParam(low)} AND ${numberParam(high)}`);
}

function inList(attribute: string, values: string[]): SQL {
  const field = fieldOf(attribute);
  if (field.kind === 'boolean') {
    const wanted = [...new Set(values.map(asBoolean).filter((b): b is boolean => b !== null))];
    return wanted.length === 0 ? FALSE : wanted.length === 2 ? TRUE : sql`${field.column} = ${wanted[0]}`;
  }
  const numbers = values.map(asNumber).filter((n): n is string => n !== null);
  const items = field.kind === 'text' ? values.map((v) => sql`${v}`) : numbers.map(numberParam);
  if (items.length === 0) return FALSE;
  const overlap = field.kind === 'numberList' ? valuesOverlap(numbers) : null;
  if (overlap) return overlap;
  return onElement(field, sql`${field.column} IN (${sql.join(items, sql`, `)})`);
}

function compileNode(node: FilterNode): SQL {
  switch (node.kind) {
    case 'and':
      return sql`(${sql.join(node.children.map(compileNode), sql` AND `)})`;
    case 'or':
      return sql`(${sql.join(node.children.map(compileNode), sql` OR `)})`;
    case 'not':
      return sql`(NOT ${compileNode(node.child)})`;
    case 'comparison':
      return comparison(node.attribute, node.operator, node.value);
    case 'range':
      return range(node.attribute, node.from, node.to);
    case 'in':
      return inList(node.attribute, node.values);
    case 'exists':
      // Every document carries every attribute (null when unknown), as Meilisearch counts EXISTS.
      fieldOf(node.attribute);
      return TRUE;
    case 'isNull': {
      const field = fieldOf(node.attribute);
      return field.nullable ? sql`(${field.column} IS NULL)` : FALSE;
    }
    case 'isEmpty': {
      const field = fieldOf(node.attribute);
      if (field.kind === 'numberList') {
        return sql`(cardinality(p.value_ids) = 0)`;
      }
      return field.kind === 'text' ? sql`(${field.column} = '')` : FALSE;
    }
  }
}

export type CompiledFilter = { ok: true; sql: SQL } | { ok: false; message: string };

export function compileFilter(ast: FilterNode): CompiledFilter {
  try {
    return { ok: true, sql: compileNode(ast) };
  } catch (error) {
    if (error instanceof FilterCompileError) return { ok: false, message: error.message };
    throw error;
  }
}
