import { describe, expect, it } from 'vitest';
import { filterAttributes, parseFilter, parseFilterString, quoteFilterValue, type FilterNode } from './filter';

function ast(source: string): FilterNode | null {
  const result = parseFilterString(source);
  if (!result.ok) throw new Error(result.error.message);
  return result.ast;
}

function error(source: string) {
  const result = parseFilterString(source);
  if (result.ok) throw new Error(`expected ${source} to fail`);
  return result.error;
}

const eq = (attribute: string, value: string): FilterNode => ({ kind: 'comparison', attribute, operator: '=', value });

describe('filter parser', () => {
  it.each(['=', '!=', '>', '>=', '<', '<='] as const)('parses the %s comparison', (operator) => {
    expect(ast(`price ${operator} 1500`)).toEqual({ kind: 'comparison', attribute: 'price', operator, value: '1500' });
    expect(ast(`price${operator}1500`)).toEqual({ kind: 'comparison', attribute: 'price', operator, value: '1500' });
  });

  it('parses ranges, lists, existence, null and empty checks', () => {
    expect(ast('price 100 TO 500')).toEqual({ kind: 'range', attribute: 'price', from: '100', to: '500' });
    expect(ast('values IN [1, 2,3]')).toEqual({ kind: 'in', attribute: 'values', values: ['1', '2', '3'] });
    expect(ast('values IN []')).toEqual({ kind: 'in', attribute: 'values', values: [] });
    expect(ast('values NOT IN [4]')).toEqual({
      kind: 'not',
      child: { kind: 'in', attribute: 'values', values: ['4'] },
    });
    expect(ast('brand EXISTS')).toEqual({ kind: 'exists', attribute: 'brand' });
    expect(ast('brand NOT EXISTS')).toEqual({ kind: 'not', child: { kind: 'exists', attribute: 'brand' } });
    expect(ast('brand IS NULL')).toEqual({ kind: 'isNull', attribute: 'brand' });
    expect(ast('brand IS NOT NULL')).toEqual({ kind: 'not', child: { kind: 'isNull', attribute: 'brand' } });
    expect(ast('sku IS EMPTY')).toEqual({ kind: 'isEmpty', attribute: 'sku' });
    expect(ast('sku IS NOT EMPTY')).toEqual({ kind: 'not', child: { kind: 'isEmpty', attribute: 'sku' } });
  });

  it('binds NOT tighter than AND, and AND tighter than OR', () => {
    expect(ast('a = 1 OR b = 2 AND NOT c = 3')).toEqual({
      kind: 'or',
      children: [eq('a', '1'), { kind: 'and', children: [eq('b', '2'), { kind: 'not', child: eq('c', '3') }] }],
    });
    expect(ast('(a = 1 OR b = 2) AND c = 3')).toEqual({
      kind: 'and',
      children: [{ kind: 'or', children: [eq('a', '1'), eq('b', '2')] }, eq('c', '3')],
    });
    expect(ast('NOT (a = 1 AND b = 2)')).toEqual({
      kind: 'not',
      child: { kind: 'and', children: [eq('a', '1'), eq('b', '2')] },
    });
    expect(ast('NOT NOT a = 1')).toEqual({ kind: 'not', child: { kind: 'not', child: eq('a', '1') } });
  });

  it('reads single- and double-quoted values with escapes and keywords inside quotes', () => {
    expect(ast(`sku = 'AB 12'`)).toEqual(eq('sku', 'AB 12'));
    expect(ast('sku = "say \\"hi\\""')).toEqual(eq('sku', 'say "hi"'));
    expect(ast('sku = "AND"')).toEqual(eq('sku', 'AND'));
    expect(ast('title = "سپی ڕەنگ"')).toEqual(eq('title', 'سپی ڕەنگ'));
    expect(ast('"category_id" = 3')).toEqual(eq('category_id', '3'));
    expect(ast('values IN ["a b", \'c\']')).toEqual({ kind: 'in', attribute: 'values', values: ['a b', 'c'] });
  });

  it('treats a blank filter as no filter', () => {
    expect(ast('')).toBeNull();
    expect(ast('   ')).toBeNull();
  });

  it('parses the array form: outer AND, inner OR', () => {
    const result = parseFilter(['category_id = 1', ['values = 2', 'values = 3'], '']);
    expect(result).toEqual({
      ok: true,
      ast: {
        kind: 'and',
        children: [eq('category_id', '1'), { kind: 'or', children: [eq('values', '2'), eq('values', '3')] }],
      },
    });
    expect(parseFilter([['a = 1']])).toEqual({ ok: true, ast: eq('a', '1') });
    expect(parseFilter([])).toEqual({ ok: true, ast: null });
    expect(parseFilter(null)).toEqual({ ok: true, ast: null });
    const nested = parseFilter([[['a = 1'] as unknown as string]]);
    expect(nested.ok).toBe(false);
    const bad = parseFilter(['a = 1', ['b =']]);
    expect(bad.ok === false && bad.error.message).toMatch(/^filter\[1\]\[0\]: Expected a value after `=`/);
  });

  it.each([
    ['price >', 7, /Expected a value after `>`, found the end of the filter/],
    ['price = AND', 8, /Expected a value after `=`, found `AND` \(quote it/],
    ['price 100', 9, /Expected `TO` after `price 100`/],
    ['price', 5, /Expected an operation after `price`/],
    ['price ! 3', 6, /did you mean `!=`/],
    ['(price = 1', 10, /Expected `\)` to close the `\(` at column 1/],
    ['price = 1 price = 2', 10, /joined with `AND` or `OR`/],
    ['price = 1 AND', 13, /Expected an attribute name/],
    ['= 3', 0, /Expected an attribute name such as `price`, found `=`/],
    ['sku = "abc', 6, /quote " opened here is never closed/],
    ['values IN [1 2]', 13, /Expected `,` or `]` in the list opened at column 11/],
    ['values IN 1', 10, /Expected `\[`/],
    ['brand IS MISSING', 9, /Expected `NULL` or `EMPTY` after `IS`/],
    ['brand NOT NULL', 10, /Expected `IN` or `EXISTS` after `NOT`/],
    ['()', 1, /Expected an attribute name/],
  ])('rejects %j at offset %i', (source, position, message) => {
    const e = error(source);
    expect(e.position).toBe(position);
    expect(e.message).toMatch(message);
    expect(e.message).toContain(`(at column ${position + 1})`);
  });

  it('refuses absurd nesting and length instead of overflowing the stack', () => {
    expect(error('('.repeat(100) + 'a = 1' + ')'.repeat(100)).message).toMatch(/nested too deeply/);
    expect(error(`sku = "${'x'.repeat(9000)}"`).message).toMatch(/longer than/);
  });

  it('lists the attributes a filter names', () => {
    expect(filterAttributes(ast('a = 1 AND (NOT b EXISTS OR c 1 TO 2)')!)).toEqual(['a', 'b', 'c']);
  });

  it('quotes values only when they need it', () => {
    expect(quoteFilterValue(12)).toBe('12');
    expect(quoteFilterValue('a b')).toBe('"a b"');
    expect(quoteFilterValue('OR')).toBe('"OR"');
    expect(quoteFilterValue('x"y')).toBe('"x\\"y"');
    expect(ast(`sku = ${quoteFilterValue('x"y')}`)).toEqual(eq('sku', 'x"y'));
  });
});
