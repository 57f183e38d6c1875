import { describe, expect, it } from 'vitest';
import { paginationItems, type PageItem } from './pagination';

const show = (items: PageItem[]) => items.map((i) => (i.kind === 'gap' ? '…' : i.page)).join(' ');

describe('paginationItems', () => {
  it('shows nothing for a single page', () => {
    expect(paginationItems(1, 1)).toEqual([]);
  });

  it('shows every page when there are few', () => {
    expect(show(paginationItems(2, 4))).toBe('1 2 3 4');
  });

  it('shows first, last and the neighbours of the current page with gaps', () => {
    expect(show(paginationItems(10, 20))).toBe('1 … 9 10 11 … 20');
    expect(show(paginationItems(1, 20))).toBe('1 2 … 20');
    expect(show(paginationItems(20, 20))).toBe('1 … 19 20');
  });

  it('shows a lone hidden page instead of a gap', () => {
    expect(show(paginationItems(4, 20))).toBe('1 2 3 4 5 … 20');
  });

  it('clamps a page beyond the last', () => {
    expect(show(paginationItems(50, 5))).toBe('1 … 4 5');
  });
});
