export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/**
 * Page links to show: first, last, and `siblings` pages either side of the current one, with gaps
 * between. A gap never hides a single page (it shows that page instead).
 */
export function paginationItems(current: number, last: number, siblings = 1): PageItem[] {
  if (last <= 1) return [];
  const page = Math.min(Math.max(1, current), last);
  const wanted = new Set<number>([1, last]);
  for (let p = page - siblings; p <= page + siblings; p++) if (p >= 1 && p <= last) wanted.add(p);
  const sorted = [...wanted].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const p of sorted) {
    if (p - previous === 2) items.push({ kind: 'page', page: p - 1 });
    else if (p - previous > 2) items.push({ kind: 'gap', key: `gap-${previous}` });
    items.push({ kind: 'page', page: p });
    previous = p;
  }
  return items;
}
