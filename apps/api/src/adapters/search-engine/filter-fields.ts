// What the filterable attributes are, shared by the two filter compilers (SQL in filter-sql.ts, predicates over
// the in-memory columns in filter-predicate.ts), so both accept, reject and coerce values alike.
import { FILTERABLE_ATTRIBUTES } from '@dukan/core/search/index';
import { toAsciiDigits } from '@dukan/core/text/normalize';

export type FieldKind = 'number' | 'boolean' | 'text' | 'numberList';

export interface FieldSpec {
  kind: FieldKind;
  /** The attribute can be null: comparisons on null are false, `IS NULL` can be true. */
  nullable?: boolean;
}

export const FIELD_SPECS: Record<string, FieldSpec> = {
  id: { kind: 'number' },
  sku: { kind: 'text' },
  category_id: { kind: 'number' },
  collection_id: { kind: 'number' },
  brand: { kind: 'number', nullable: true },
  brand_id: { kind: 'number', nullable: true },
  price: { kind: 'number' },
  original_price: { kind: 'number', nullable: true },
  discount_percent: { kind: 'number' },
  stock: { kind: 'number' },
  in_stock: { kind: 'boolean' },
  discounted: { kind: 'boolean' },
  best_seller_rank: { kind: 'number', nullable: true },
  sales_count: { kind: 'number' },
  values: { kind: 'numberList' },
};

/** A filter that parses but cannot run: its message becomes the 400 `invalid_search_filter`. */
export class FilterCompileError extends Error {}

/** The value as a canonical decimal string (Arabic-Indic digits read), or null when it is not a number. */
export function asNumber(value: string): string | null {
  const ascii = toAsciiDigits(value.trim());
  return ascii !== '' && Number.isFinite(Number(ascii)) ? String(Number(ascii)) : null;
}

export function asBoolean(value: string): boolean | null {
  const v = value.trim().toLowerCase();
  return v === 'true' ? true : v === 'false' ? false : null;
}

export function fieldSpecOf(attribute: string): FieldSpec {
  const field = FIELD_SPECS[attribute];
  if (!field) {
    throw new FilterCompileError(
      `Attribute \`${attribute}\` is not filterable. Available filterable attributes are: ` +
        `${FILTERABLE_ATTRIBUTES.map((a) => `\`${a}\``).join(', ')}.`,
    );
  }
  return field;
}

export const notANumberMessage = (attribute: string, operator: string, raw: string) =>
  `\`${attribute} ${operator} ${raw}\`: \`${raw}\` is not a number.`;
export const booleanOrderingMessage = (attribute: string) => `\`${attribute}\` is true or false: use \`=\` or \`!=\`.`;
export const rangeNotNumericMessage = (attribute: string) =>
  `\`${attribute}\` is not a number: \`TO\` needs a numeric attribute.`;
export const rangeEndsMessage = (attribute: string, from: string, to: string) =>
  `\`${attribute} ${from} TO ${to}\`: both ends must be numbers.`;
