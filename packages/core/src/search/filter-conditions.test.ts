import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseFilter } from './filter';
import { buildFilter, conditionFilter, FILTER_OPERATORS, filterStringLiteral } from './filter-builder';

describe('buildFilter: every operator of the storefront', () => {
  it.each([
    ['=', 'category_id = 3'],
    ['!=', 'category_id != 3'],
    ['>', 'category_id > 3'],
    ['>=', 'category_id >= 3'],
    ['<', 'category_id < 3'],
    ['<=', 'category_id <= 3'],
  ] as const)('%s', (operator, text) => {
    expect(conditionFilter({ attribute: 'category_id', operator, value: 3 })).toBe(text);
    const parsed = parseFilter(text);
    expect(parsed.ok && parsed.ast).toEqual({ kind: 'comparison', attribute: 'category_id', operator, value: '3' });
  });

  it('IS NOT NULL takes no value', () => {
    expect(conditionFilter({ attribute: 'brand_id', operator: 'IS NOT NULL' })).toBe('brand_id IS NOT NULL');
    const parsed = parseFilter('brand_id IS NOT NULL');
    expect(parsed.ok && parsed.ast).toEqual({ kind: 'not', child: { kind: 'isNull', attribute: 'brand_id' } });
  });

  it('quotes strings (escaping quotes and backslashes) and writes numbers and booleans as they are', () => {
    expect(conditionFilter({ attribute: 'sku', operator: '=', value: 'AB-12' })).toBe('sku = "AB-12"');
    expect(conditionFilter({ attribute: 'sku', operator: '=', value: 'a"b\\c' })).toBe('sku = "a\\"b\\\\c"');
    expect(conditionFilter({ attribute: 'in_stock', operator: '=', value: true })).toBe('in_stock = true');
    expect(conditionFilter({ attribute: 'price', operator: '<', value: 1500.5 })).toBe('price < 1500.5');
  });

  it('expands a list with = or != to one condition per value, and splits a comma-separated string', () => {
    expect(conditionFilter({ attribute: 'values', operator: '=', value: [7, 8] })).toBe('values = 7 AND values = 8');
    expect(conditionFilter({ attribute: 'values', operator: '=', value: '7, 8,' })).toBe(
      'values = "7" AND values = "8"',
    );
    expect(conditionFilter({ attribute: 'brand_id', operator: '!=', value: [1, 2] })).toBe(
      'brand_id != 1 AND brand_id != 2',
    );
  });

  it('joins conditions with AND, and gives an empty string for none', () => {
    expect(buildFilter([])).toBe('');
    expect(
      buildFilter([
        { attribute: 'collection_id', operator: '=', value: 2 },
        { attribute: 'price', operator: '>', value: 1000 },
        { attribute: 'brand_id', operator: 'IS NOT NULL' },
      ]),
    ).toBe('collection_id = 2 AND price > 1000 AND brand_id IS NOT NULL');
  });

  it('refuses what would change the filter shape or make no sense', () => {
    expect(() => conditionFilter({ attribute: 'price OR 1', operator: '=', value: 1 })).toThrow(RangeError);
    expect(() => conditionFilter({ attribute: 'price', operator: '>', value: [1, 2] })).toThrow(RangeError);
    expect(() => conditionFilter({ attribute: 'price', operator: '>' })).toThrow(RangeError);
    expect(() => conditionFilter({ attribute: 'price', operator: '=', value: Number.NaN })).toThrow(RangeError);
    expect(() => conditionFilter({ attribute: 'price', operator: '=', value: [] })).toThrow(RangeError);
    expect(() => conditionFilter({ attribute: 'price', operator: 'LIKE' as never, value: 1 })).toThrow(RangeError);
  });

  it('any string survives quoting: the parser reads back exactly the value given', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.constantFrom(...FILTER_OPERATORS.slice(0, 6)), (value, operator) => {
        fc.pre(!value.includes(','));
        const parsed = parseFilter(`sku ${operator} ${filterStringLiteral(value)}`);
        expect(parsed.ok && parsed.ast).toEqual({ kind: 'comparison', attribute: 'sku', operator, value });
      }),
      { numRuns: 300 },
    );
  });
});
