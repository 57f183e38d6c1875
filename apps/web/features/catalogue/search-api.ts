// Product search through the search service (Meilisearch-compatible), as the listing page needs it:
// one request gives the page of hits, highlighted titles and facet counts.
import 'server-only';
import type { Locale } from '@dukan/core/locales';
import { buildProductFilter, type ProductFilterSelection } from '@dukan/core/search/filter-builder';
import { HIGHLIGHT_POST_TAG, HIGHLIGHT_PRE_TAG } from '@/ui/text/highlight';
import { serverBaseUrls } from '@/lib/api/config';
import { reshapeFacets, reshapeSearchResponse } from '@/lib/api/reshape';
import { apiRequest } from '@/lib/api/request';
import { fail, ok, type Result } from '@/lib/api/result';
import { SearchKeyResponse, SearchResponse } from '@/lib/api/search-document';
import type { SearchResults } from '@/lib/api/types';

export const SEARCH_FACETS = ['category_id', 'collection_id', 'values', 'brand_id'] as const;
const SEARCH_REVALIDATE_SECONDS = 30;

/** GET /meilisearch/key (no locale; its success message is never shown). */
export async function getSearchKey(): Promise<Result<string>> {
  const result = await apiRequest(serverBaseUrls().main, '/meilisearch/key', {
    lang: null,
    schema: SearchKeyResponse,
    alerts: { success: true },
    next: { revalidate: 300, tags: ['search-key'] },
  });
  if (!result.ok) return fail({ ...result.error, message: 'key is undefined' });
  return ok(result.data.key);
}

export interface ProductSearchRequest {
  q: string;
  page: number;
  limit: number;
  selection: ProductFilterSelection;
  sort?: string[];
}

export function searchParamsFor(request: ProductSearchRequest, locale: Locale): Record<string, string | number> {
  const params: Record<string, string | number> = {
    q: request.q,
    offset: (request.page - 1) * request.limit,
    limit: request.limit,
    facets: SEARCH_FACETS.join(','),
    attributesToHighlight: [`title_${locale}`, 'title_ku', 'title_ar', 'title_en']
      .filter((v, i, a) => a.indexOf(v) === i)
      .join(','),
    highlightPreTag: HIGHLIGHT_PRE_TAG,
    highlightPostTag: HIGHLIGHT_POST_TAG,
  };
  const filter = buildProductFilter(request.selection);
  if (filter) params.filter = filter;
  if (request.sort?.length) params.sort = request.sort.join(',');
  return params;
}

/** One group of the filter panel whose counts must ignore its own selection (OR inside a group). */
export interface FacetGroup {
  /** Which counts this query supplies. */
  field: 'category_id' | 'collection_id' | 'brand_id' | 'values';
  /** The selection without this group's choices. */
  selection: ProductFilterSelection;
  /** For attribute groups: the value ids whose counts come from this query. */
  valueIds?: number[];
}

/**
 * Disjunctive facet queries: with red ticked, the count beside blue must say how many blue products there
 * are (what ticking it would add), not 0. Each group with a selection gets one extra hits-less query.
 */
export function disjunctiveFacetGroups(
  selection: ProductFilterSelection,
  attributeValues: ReadonlyMap<number, number[]>,
  attributeOfValue: ReadonlyMap<number, number>,
): FacetGroup[] {
  const groups: FacetGroup[] = [];
  if (selection.categoryIds?.length)
    groups.push({ field: 'category_id', selection: { ...selection, categoryIds: [] } });
  if (selection.collectionIds?.length) {
    groups.push({ field: 'collection_id', selection: { ...selection, collectionIds: [] } });
  }
  if (selection.brandIds?.length) groups.push({ field: 'brand_id', selection: { ...selection, brandIds: [] } });
  for (const group of selection.valueGroups ?? []) {
    const attributeId = group[0] === undefined ? undefined : attributeOfValue.get(group[0]);
    if (attributeId === undefined) continue;
    groups.push({
      field: 'values',
      selection: { ...selection, valueGroups: (selection.valueGroups ?? []).filter((g) => g !== group) },
      valueIds: attributeValues.get(attributeId) ?? [],
    });
  }
  return groups;
}

async function facetOnly(key: string, q: string, group: FacetGroup): Promise<Result<Record<string, number>>> {
  const query: Record<string, string | number> = { q, limit: 0, offset: 0, facets: group.field };
  const filter = buildProductFilter(group.selection);
  if (filter) query.filter = filter;
  const result = await apiRequest(serverBaseUrls().search, '/indexes/products/search', {
    query,
    lang: null,
    token: key,
    schema: SearchResponse,
    next: { revalidate: SEARCH_REVALIDATE_SECONDS, tags: ['search'] },
  });
  if (!result.ok) return result;
  return ok(result.data.facetDistribution?.[group.field] ?? {});
}

export async function searchListing(
  locale: Locale,
  request: ProductSearchRequest,
  attributeValues: ReadonlyMap<number, number[]>,
  attributeOfValue: ReadonlyMap<number, number>,
): Promise<Result<SearchResults>> {
  const key = await getSearchKey();
  if (!key.ok) return key;
  const groups = disjunctiveFacetGroups(request.selection, attributeValues, attributeOfValue);
  const [main, ...extra] = await Promise.all([
    apiRequest(serverBaseUrls().search, '/indexes/products/search', {
      query: searchParamsFor(request, locale),
      lang: null,
      token: key.data,
      schema: SearchResponse,
      next: { revalidate: SEARCH_REVALIDATE_SECONDS, tags: ['search'] },
    }),
    ...groups.map((group) => facetOnly(key.data, request.q, group)),
  ]);
  if (!main.ok) return main;
  const results = reshapeSearchResponse(main.data, locale, request.page, request.limit);
  groups.forEach((group, index) => {
    const counts = extra[index];
    if (!counts?.ok) return;
    const target = reshapeFacets({ [group.field]: counts.data });
    if (group.field === 'category_id') results.facets.categories = target.categories;
    if (group.field === 'collection_id') results.facets.collections = target.collections;
    if (group.field === 'brand_id') results.facets.brands = target.brands;
    if (group.field === 'values') {
      for (const valueId of group.valueIds ?? []) {
        const count = target.values.get(valueId);
        if (count) results.facets.values.set(valueId, count);
        else results.facets.values.delete(valueId);
      }
    }
  });
  return ok(results);
}
