// Compiles a parsed Meilisearch filter to a predicate over the in-memory engine's columns (doc number → match),
// with exactly the semantics of filter-sql.ts: null never compares true, `NOT` of it does, `values` conditions
// hold when one element holds, `EXISTS` is true for every known attribute, the same errors for the same filters.
import type { FilterNode } from '@dukan/core/search/index';
import {
  asBoolean,
  asNumber,
  booleanOrderingMessage,
  FilterCompileError,
  fieldSpecOf,
  notANumberMessage,
  rangeEndsMessage,
  rangeNotNumericMessage,
} from './filter-fields';

/** Stands for SQL NULL in the nullable integer columns (no id, price or rank takes this value). */
export const NULL_INT = -2147483648;

/** The columns a filter reads, indexed by doc number. */
export interface FilterColumns {
  ids: Int32Array;
  sku: string[];
  category: Int32Array;
  collection: Int32Array;
  /** NULL_INT when the product has no brand. */
  brand: Int32Array;
  price: Int32Array;
  /** NULL_INT when there is none. */
  originalPrice: Int32Array;
  discountPercent: Int32Array;
  stock: Int32Array;
  /** NULL_INT when the product is not ranked. */
  bestSellerRank: Int32Array;
  salesCount: Int32Array;
  /** The doc's attribute value ids are valuePool[valueStart[doc] .. valueStart[doc] + valueCount[doc]). */
  valueStart: Int32Array;
  valueCount: Int32Array;
  valuePool: Int32Array;
}

export type DocPredicate = (doc: number) => boolean;

const ALWAYS: DocPredicate = () => true;
const NEVER: DocPredicate = () => false;

type Compare = (a: number, b: number) => boolean;
const COMPARE: Record<string, Compare> = {
  '=': (a, b) => a === b,
  '>': (a, b) => a > b,
  '>=': (a, b) => a >= b,
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
};
const COMPARE_TEXT: Record<string, (a: string, b: string) => boolean> = {
  '=': (a, b) => a === b,
  '>': (a, b) => a > b,
  '>=': (a, b) => a >= b,
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
};

class PredicateCompiler {
  constructor(private readonly c: FilterColumns) {}

  /** The doc's value of a numeric attribute, or null. */
  private numberColumn(attribute: string): (doc: number) => number | null {
    const c = this.c;
    const nullable = (column: Int32Array) => (doc: number) => (column[doc] === NULL_INT ? null : column[doc]!);
    const plain = (column: Int32Array) => (doc: number) => column[doc]!;
    switch (attribute) {
      case 'id':
        return plain(c.ids);
      case 'category_id':
        return plain(c.category);
      case 'collection_id':
        return plain(c.collection);
      case 'brand':
      case 'brand_id':
        return nullable(c.brand);
      case 'price':
        return plain(c.price);
      case 'original_price':
        return nullable(c.originalPrice);
      case 'discount_percent':
        return plain(c.discountPercent);
      case 'stock':
        return plain(c.stock);
      case 'best_seller_rank':
        return nullable(c.bestSellerRank);
      case 'sales_count':
        return plain(c.salesCount);
      default:
        throw new Error(`no numeric column for ${attribute}`);
    }
  }

  private booleanColumn(attribute: string): (doc: number) => boolean {
    const c = this.c;
    if (attribute === 'in_stock') return (doc) => c.stock[doc]! > 0;
    return (doc) => c.originalPrice[doc] !== NULL_INT && c.originalPrice[doc]! > c.price[doc]!;
  }

  /** Does any attribute value of the doc satisfy `test`? */
  private anyValue(test: (value: number) => boolean): DocPredicate {
    const { valueStart, valueCount, valuePool } = this.c;
    return (doc) => {
      const start = valueStart[doc]!;
      const end = start + valueCount[doc]!;
      for (let i = start; i < end; i++) if (test(valuePool[i]!)) return true;
      return false;
    };
  }

  /** A numeric test applied as filter-sql's onElement does: per element for `values`, null is false. */
  private onNumber(attribute: string, test: (value: number) => boolean): DocPredicate {
    if (fieldSpecOf(attribute).kind === 'numberList') return this.anyValue(test);
    const value = this.numberColumn(attribute);
    return (doc) => {
      const v = value(doc);
      return v !== null && test(v);
    };
  }

  comparison(attribute: string, operator: string, raw: string): DocPredicate {
    const field = fieldSpecOf(attribute);
    const ordering = operator !== '=' && operator !== '!=';
    if (operator === '!=') {
      const equal = this.comparison(attribute, '=', raw);
      return (doc) => !equal(doc);
    }
    if (field.kind === 'number' || field.kind === 'numberList') {
      const n = asNumber(raw);
      if (n === null) {
        if (ordering) throw new FilterCompileError(notANumberMessage(attribute, operator, raw));
        return NEVER;
      }
      const wanted = Number(n);
      const compare = COMPARE[operator]!;
      return this.onNumber(attribute, (v) => compare(v, wanted));
    }
    if (field.kind === 'boolean') {
      if (ordering) throw new FilterCompileError(booleanOrderingMessage(attribute));
      const b = asBoolean(raw);
      if (b === null) return NEVER;
      const value = this.booleanColumn(attribute);
      return (doc) => value(doc) === b;
    }
    const compare = COMPARE_TEXT[operator]!;
    const sku = this.c.sku;
    return (doc) => compare(sku[doc]!, raw);
  }

  range(attribute: string, from: string, to: string): DocPredicate {
    const field = fieldSpecOf(attribute);
    if (field.kind === 'text' || field.kind === 'boolean')
      throw new FilterCompileError(rangeNotNumericMessage(attribute));
    const low = asNumber(from);
    const high = asNumber(to);
    if (low === null || high === null) throw new FilterCompileError(rangeEndsMessage(attribute, from, to));
    const lo = Number(low);
    const hi = Number(high);
    return this.onNumber(attribute, (v) => v >= lo && v <= hi);
  }

  inList(attribute: string, values: string[]): DocPredicate {
    const field = fieldSpecOf(attribute);
    if (field.kind === 'boolean') {
      const wanted = [...new Set(values.map(asBoolean).filter((b): b is boolean => b !== null))];
      if (wanted.length === 0) return NEVER;
      if (wanted.length === 2) return ALWAYS;
      const value = this.booleanColumn(attribute);
      const b = wanted[0]!;
      return (doc) => value(doc) === b;
    }
    if (field.kind === 'text') {
      if (values.length === 0) return NEVER;
      const set = new Set(values);
      const sku = this.c.sku;
      return (doc) => set.has(sku[doc]!);
    }
    const numbers = values.map(asNumber).filter((n): n is string => n !== null);
    if (numbers.length === 0) return NEVER;
    const set = new Set(numbers.map(Number));
    return this.onNumber(attribute, (v) => set.has(v));
  }

  compile(node: FilterNode): DocPredicate {
    switch (node.kind) {
      case 'and': {
        const children = node.children.map((child) => this.compile(child));
        return (doc) => {
          for (const child of children) if (!child(doc)) return false;
          return true;
        };
      }
      case 'or': {
        const children = node.children.map((child) => this.compile(child));
        return (doc) => {
          for (const child of children) if (child(doc)) return true;
          return false;
        };
      }
      case 'not': {
        const child = this.compile(node.child);
        return (doc) => !child(doc);
      }
      case 'comparison':
        return this.comparison(node.attribute, node.operator, node.value);
      case 'range':
        return this.range(node.attribute, node.from, node.to);
      case 'in':
        return this.inList(node.attribute, node.values);
      case 'exists':
        fieldSpecOf(node.attribute);
        return ALWAYS;
      case 'isNull': {
        const field = fieldSpecOf(node.attribute);
        if (!field.nullable) return NEVER;
        const value = this.numberColumn(node.attribute);
        return (doc) => value(doc) === null;
      }
      case 'isEmpty': {
        const field = fieldSpecOf(node.attribute);
        if (field.kind === 'numberList') {
          const count = this.c.valueCount;
          return (doc) => count[doc] === 0;
        }
        if (field.kind !== 'text') return NEVER;
        const sku = this.c.sku;
        return (doc) => sku[doc] === '';
      }
    }
  }
}

export type CompiledPredicate = { ok: true; predicate: DocPredicate } | { ok: false; message: string };

export function compilePredicate(ast: FilterNode, columns: FilterColumns): CompiledPredicate {
  try {
    return { ok: true, predicate: new PredicateCompiler(columns).compile(ast) };
  } catch (error) {
    if (error instanceof FilterCompileError) return { ok: false, message: error.message };
    throw error;
  }
}
