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
    parts.push(`price >= ${selection.minPrice}`);
  if (selection.maxPrice !== undefined && Number.isFinite(selection.maxPrice))
    parts.push(`price <= ${selection.maxPrice}`);
  if (selection.inStock === true) parts.push('in_stock = true');
  if (selection.discounted === true) parts.push('discounted = true');
  return parts.filter((p): p is string => p !== null).join(' AND ');
}
