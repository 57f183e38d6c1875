import type { ProductFilterSelection } from '@dukan/core/search/filter-builder';
import type { ListingState } from './url-state';

/**
 * The search filter for a listing state. Attribute values are grouped by their attribute: choosing red and
 * blue means red OR blue, choosing red and large means red AND large. A value whose attribute is unknown
 * stands in a group of its own (it must match).
 */
export function toFilterSelection(
  state: ListingState,
  attributeOfValue: ReadonlyMap<number, number>,
): ProductFilterSelection {
  const selection: ProductFilterSelection = {};
  if (state.categoryIds.length) selection.categoryIds = state.categoryIds;
  if (state.collectionIds.length) selection.collectionIds = state.collectionIds;
  if (state.brandIds.length) selection.brandIds = state.brandIds;
  if (state.valueIds.length) {
    const groups = new Map<string, number[]>();
    for (const valueId of state.valueIds) {
      const attributeId = attributeOfValue.get(valueId);
      const key = attributeId === undefined ? `value:${valueId}` : `attribute:${attributeId}`;
      const group = groups.get(key);
      if (group) group.push(valueId);
      else groups.set(key, [valueId]);
    }
    selection.valueGroups = [...groups.values()];
  }
  if (state.minPrice !== null) selection.minPrice = state.minPrice;
  if (state.maxPrice !== null) selection.maxPrice = state.maxPrice;
  return selection;
}
