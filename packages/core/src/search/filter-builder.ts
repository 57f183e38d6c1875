// The storefront's filter panel → one Meilisearch filter string. The same string works on the built-in
// engine and on an external Meilisearch (so brands are filtered by the flat `brand_id` field).

export interface ProductFilterSelection {
  categoryIds?: number[]; // OR within
  collectionIds?: number[]; // OR within
  /** attribute value ids grouped by attribute: OR inside a group, AND across groups */
  valueGroups?: number[][];
  brandIds?: number[];
  minPrice?: number;
  maxPrice?: number;
  /** true keeps only products in stock; false or undefined adds no condition (an unticked box). */
  inStock?: boolean;
  /** true keeps only discounted products; false or undefined adds no condition. */
  discounted?: boolean;
}

/** Every operator a storefront filter condition may use. */
export const FILTER_OPERATORS = ['=', '!=', '>', '>=', '<', '<=', 'IS NOT NULL'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

type Scalar = string | number | boolean;

/** One condition of a filter: `attribute operator value`; IS NOT NULL takes no value. */
export interface FilterCondition {
  attribute: string;
  operator: FilterOperator;
  /**
   * A number or boolean is written as is; a string is quoted. With `=` or `!=` an array, or a string holding
   * a comma-separated list ("3,4"), stands for one condition per value (`=` and `!=` on a list field such as
   * `values` then ask for every listed value, or for none of them).
   */
  value?: Scalar | Scalar[];
}

// A field name the parser reads as one word; anything else would let a caller's text change the filter's shape.
const ATTRIBUTE = /^[A-Za-z_][A-Za-z0-9_.]*$/u;

/**
 * A string as a double-quoted filter value, always (filter.ts's quoteFilterValue leaves plain words bare):
 * a quote or backslash inside is escaped, so text cannot end it.
 */
export function filterStringLiteral(value: string): string {
  return `"${value.replace(/[\\"]/gu, (c) => `\\${c}`)}"`;
}

function literal(value: Scalar): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`A filter value must be a finite number, not ${value}`);
    return String(value);
  }
  return typeof value === 'boolean' ? String(value) : filterStringLiteral(value);
}

function listOf(value: Scalar | Scalar[]): Scalar[] {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string' && value.includes(',')) {
    return value
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '');
  }
  return [value];
}

/** The filter text of one condition (several joined with AND when its value is a list). */
export function conditionFilter(condition: FilterCondition): string {
  const { attribute, operator, value } = condition;
  if (!ATTRIBUTE.test(attribute)) throw new RangeError(`Not a filterable attribute name: ${JSON.stringify(attribute)}`);
  if (!(FILTER_OPERATORS as readonly string[]).includes(operator)) {
    throw new RangeError(`Not a filter operator: ${JSON.stringify(operator)}`);
  }
  if (operator === 'IS NOT NULL') return `${attribute} IS NOT NULL`;
  if (value === undefined) throw new RangeError(`The condition on ${attribute} with ${operator} needs a value`);
  if (operator === '=' || operator === '!=') {
    const values = listOf(value);
    if (values.length === 0) throw new RangeError(`The condition on ${attribute} has an empty list`);
    return values.map((v) => `${attribute} ${operator} ${literal(v)}`).join(' AND ');
  }
  if (Array.isArray(value)) throw new RangeError(`${operator} compares with one value, not a list`);
  return `${attribute} ${operator} ${literal(value)}`;
}

/** Conditions joined with AND; '' for none. */
export function buildFilter(conditions: readonly FilterCondition[]): string {
  return conditions.map(conditionFilter).join(' AND ');
}

function validIds(ids: number[] | undefined): number[] {
  // Ids arrive from URLs; drop anything that is not a whole number rather than emit a broken filter.
  return [...new Set((ids ?? []).filter((id) => Number.isSafeInteger(id)))];
}

function anyOf(attribute: string, ids: number[]): string | null {
  if (ids.length === 0) return null;
  return ids.length === 1 ? `${attribute} = ${ids[0]}` : `${attribute} IN [${ids.join(', ')}]`;
}

/** Meilisearch filter string; '' when nothing is selected. Parts are joined with AND. */
export function buildProductFilter(selection: ProductFilterSelection): string {
  const parts: (string | null)[] = [
    anyOf('category_id', validIds(selection.categoryIds)),
    anyOf('collection_id', validIds(selection.collectionIds)),
    ...(selection.valueGroups ?? []).map((group) => anyOf('values', validIds(group))),
    anyOf('brand_id', validIds(selection.brandIds)),
  ];
  if (selection.minPrice !== undefined && Number.isFinite(selection.minPrice))
    parts.push(conditionFilter({ attribute: 'price', operator: '>=', value: selection.minPrice }));
  if (selection.maxPrice !== undefined && Number.isFinite(selection.maxPrice))
    parts.push(conditionFilter({ attribute: 'price', operator: '<=', value: selection.maxPrice }));
  if (selection.inStock === true) parts.push(conditionFilter({ attribute: 'in_stock', operator: '=', value: true }));
  if (selection.discounted === true) {
    parts.push(conditionFilter({ attribute: 'discounted', operator: '=', value: true }));
  }
  return parts.filter((p): p is string => p !== null).join(' AND ');
}
