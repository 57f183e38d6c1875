import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseFilter, type FilterNode } from './filter';
import { buildProductFilter, type ProductFilterSelection } from './filter-builder';

// The conditions a selection stands for, as the parser should give them back.
function expectedConditions(sel: ProductFilterSelection): FilterNode[] {
  const anyOf = (attribute: string, ids: number[] | undefined): FilterNode[] => {
    const unique = [...new Set(ids ?? [])];
    if (unique.length === 0) return [];
    if (unique.length === 1) return [{ kind: 'comparison', attribute, operator: '=', value: String(unique[0]) }];
    return [{ kind: 'in', attribute, values: unique.map(String) }];
  };
  const cmp = (operator: '>=' | '<=', value: number): FilterNode => ({
    kind: 'comparison',
    attribute: 'price',
    operator,
    value: String(value),
  });
  return [
    ...anyOf('category_id', sel.categoryIds),
    ...anyOf('collection_id', sel.collectionIds),
    ...(sel.valueGroups ?? []).flatMap((g) => anyOf('values', g)),
    ...anyOf('brand_id', sel.brandIds),
    ...(sel.minPrice !== undefined ? [cmp('>=', sel.minPrice)] : []),
    ...(sel.maxPrice !== undefined ? [cmp('<=', sel.maxPrice)] : []),
    ...(sel.inStock ? [{ kind: 'comparison', attribute: 'in_stock', operator: '=', value: 'true' } as FilterNode] : []),
    ...(sel.discounted
      ? [{ kind: 'comparison', attribute: 'discounted', operator: '=', value: 'true' } as FilterNode]
      : []),
  ];
}

function conditionsOf(ast: FilterNode | null): FilterNode[] {
  if (ast === null) return [];
  return ast.kind === 'and' ? ast.children : [ast];
}

const ids = fc.array(fc.integer({ min: 1, max: 1_000_000 }), { maxLength: 6 });
const selection: fc.Arbitrary<ProductFilterSelection> = fc.record(
  {
    categoryIds: ids,
    collectionIds: ids,
    valueGroups: fc.array(ids, { maxLength: 4 }),
    brandIds: ids,
    minPrice: fc.integer({ min: 0, max: 50_000_000 }),
    maxPrice: fc.integer({ min: 0, max: 50_000_000 }),
    inStock: fc.boolean(),
    discounted: fc.boolean(),
  },
  { requiredKeys: [] },
);

describe('buildProductFilter', () => {
  it('emits what the parser reads back as exactly the selected conditions', () => {
    fc.assert(
      fc.property(selection, (sel) => {
        const filter = buildProductFilter(sel);
        const parsed = parseFilter(filter);
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) return;
        expect(conditionsOf(parsed.ast)).toEqual(expectedConditions(sel));
      }),
      { numRuns: 500 },
    );
  });

  it('gives an empty string when nothing is selected', () => {
    expect(buildProductFilter({})).toBe('');
    expect(buildProductFilter({ categoryIds: [], valueGroups: [[], []], inStock: false })).toBe('');
  });

  it('writes the storefront shapes', () => {
    expect(
      buildProductFilter({
        categoryIds: [3, 4],
        valueGroups: [[7, 8], [9]],
        brandIds: [2],
        minPrice: 1000,
        maxPrice: 5000,
        inStock: true,
        discounted: true,
      }),
    ).toBe(
      'category_id IN [3, 4] AND values IN [7, 8] AND values = 9 AND brand_id = 2 AND price >= 1000 AND price <= 5000 AND in_stock = true AND discounted = true',
    );
  });

  it('drops ids that are not whole numbers instead of emitting a broken filter', () => {
    expect(buildProductFilter({ categoryIds: [Number.NaN, 1.5, 2] })).toBe('category_id = 2');
  });
});
