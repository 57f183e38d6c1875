// The product listing, shared by its two routes: `page.tsx` renders a search or a filtered listing per
// request (it reads the query); `first-page/page.tsx` is the whole listing's first page without a query,
// rendered once and served from the cache (the proxy sends `/{lang}/products` without a query there).
import type { Locale } from '@dukan/core/locales';
import type { Metadata } from 'next';
import { PageBanners } from '@/features/content/components/PageBanners';
import { FilterPanel, type FilterGroup } from '@/features/catalogue/components/FilterPanel';
import { SortSelect } from '@/features/catalogue/components/ListingForm';
import { Pagination } from '@/features/catalogue/components/Pagination';
import { ProductGrid } from '@/features/catalogue/components/ProductCard';
import { getAttributes, getBrands, getCategories, getCollections } from '@/features/catalogue/catalogue-api';
import { searchListing } from '@/features/catalogue/search-api';
import type { FacetCounts } from '@/lib/api/types';
import { getText } from '@/i18n/text';
import type { Text } from '@/i18n/namespaces';
import { toFilterSelection } from '@/features/catalogue/selection';
import { canonicalListing } from '@/lib/seo/listing';
import { pageMetadata } from '@/lib/seo/metadata';
import {
  EMPTY_LISTING_STATE,
  LISTING_PAGE_SIZE,
  LISTING_SORTS,
  listingHref,
  searchSortFor,
  type ListingState,
} from '@/features/catalogue/url-state';

export async function listingMetadata(locale: Locale, state: ListingState): Promise<Metadata> {
  const tSearch = getText(locale, 'search');
  const tMeta = getText(locale, 'meta');
  const tListing = getText(locale, 'listing');
  const tPage = getText(locale, 'page');
  // Filters and sorts share the canonical URL of their category, collection or the whole listing.
  const canonical = canonicalListing(state);
  const [categories, collections] = await Promise.all([
    canonical.categoryId === null ? null : getCategories(locale),
    canonical.collectionId === null ? null : getCollections(locale),
  ]);
  const group =
    (categories?.ok ? categories.data.find((c) => c.id === canonical.categoryId) : undefined) ??
    (collections?.ok ? collections.data.find((c) => c.id === canonical.collectionId) : undefined);
  if (state.q) {
    return pageMetadata({
      locale,
      path: canonical.path,
      title: tSearch('search_results_for', { query: state.q }),
      description: tMeta('meta_products_description'),
      noIndex: true,
    });
  }
  const title = group ? group.title : tListing('listing_products_title');
  return pageMetadata({
    locale,
    path: canonical.path,
    // The owner's meta entry describes the first page of the whole listing, not one category of it.
    metaPage: group || canonical.page > 1 ? undefined : 'products',
    // Later pages are pages of their own: their titles differ too.
    title: canonical.page > 1 ? `${title} · ${tPage('page_number', { page: canonical.page })}` : title,
    description: group
      ? tMeta('meta_category_description', { category: group.title })
      : tMeta('meta_products_description'),
    image: group?.image,
  });
}

const FORM_ID = 'listing-filters';

export async function ListingPage({ locale, state }: { locale: Locale; state: ListingState }) {
  const tSearch = getText(locale, 'search');
  const tListing = getText(locale, 'listing');
  const tSort = getText(locale, 'sort');
  const tFilter = getText(locale, 'filter');
  const basePath = `/${locale}/products`;

  const [attributes, categories, collections, brands] = await Promise.all([
    getAttributes(locale),
    getCategories(locale),
    getCollections(locale),
    getBrands(locale),
  ]);
  const attributeList = attributes.ok ? attributes.data : [];
  const attributeOfValue = new Map<number, number>();
  const attributeValues = new Map<number, number[]>();
  for (const attribute of attributeList) {
    attributeValues.set(
      attribute.id,
      attribute.values.map((v) => v.id),
    );
    for (const value of attribute.values) attributeOfValue.set(value.id, attribute.id);
  }

  const search = await searchListing(
    locale,
    {
      q: state.q,
      page: state.page,
      limit: LISTING_PAGE_SIZE,
      selection: toFilterSelection(state, attributeOfValue),
      sort: searchSortFor(state.sort),
    },
    attributeValues,
    attributeOfValue,
  );
  // The listing cannot say anything useful without the search service: the generic error page offers a retry.
  if (!search.ok) throw new Error(`Product search failed (${search.error.status}): ${search.error.message}`);
  const results = search.data;

  const groups = filterGroups(tFilter, results.facets, {
    collections: collections.ok ? collections.data : [],
    categories: categories.ok ? categories.data : [],
    brands: brands.ok ? brands.data : [],
    attributes: attributeList,
  });

  return (
    <div>
      {/* The owner's banners for the listing; a search's results come straight away. */}
      {state.q ? null : <PageBanners locale={locale} page="products" />}
      <div className="mb-4">
        <h1 className="text-2xl font-bold">
          {state.q ? tSearch('search_results_for', { query: state.q }) : tListing('listing_products_title')}
        </h1>
        <p className="mt-1 text-sm text-stone-600" aria-live="polite">
          {tListing('listing_results_count', { count: results.total })}
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <aside aria-label={tListing('listing_filters_title')}>
          <FilterPanel
            locale={locale}
            formId={FORM_ID}
            action={basePath}
            state={state}
            groups={groups}
            clearHref={listingHref(basePath, { ...EMPTY_LISTING_STATE, q: state.q, sort: state.sort })}
          />
        </aside>
        <section aria-label={tListing('listing_products_title')}>
          <div className="mb-4 flex justify-end">
            <SortSelect form={FORM_ID} label={tSort('sort_label')} value={state.sort} options={sortOptions(tSort)} />
          </div>
          {results.items.length === 0 ? (
            <p className="rounded-xl border border-dashed border-stone-300 bg-white p-10 text-center text-lg font-medium text-stone-600">
              {tListing('listing_no_results')}
            </p>
          ) : (
            <ProductGrid locale={locale} products={results.items} priorityCount={2} headingLevel="h2" />
          )}
          <PaginationFor locale={locale} state={state} basePath={basePath} lastPage={results.lastPage} />
        </section>
      </div>
    </div>
  );
}

function PaginationFor({
  locale,
  state,
  basePath,
  lastPage,
}: {
  locale: Locale;
  state: ListingState;
  basePath: string;
  lastPage: number;
}) {
  return (
    <Pagination
      locale={locale}
      page={state.page}
      lastPage={lastPage}
      hrefFor={(page) => listingHref(basePath, state, { page })}
    />
  );
}

function sortOptions(tSort: Text<'sort'>) {
  return LISTING_SORTS.map((value) => ({ value, label: tSort(`sort_${value}`) }));
}

function filterGroups(
  tFilter: Text<'filter'>,
  facets: FacetCounts,
  lists: {
    collections: { id: number; title: string }[];
    categories: { id: number; title: string }[];
    brands: { id: number; title: string }[];
    attributes: { id: number; key: string; title: string; values: { id: number; title: string }[] }[];
  },
): FilterGroup[] {
  const withCounts = (items: { id: number; title: string }[], counts: Map<number, number>) =>
    items.map((item) => ({ id: item.id, title: item.title, count: counts.get(item.id) ?? 0 }));
  return [
    {
      param: 'collection',
      key: 'collection',
      legend: tFilter('filter_collection'),
      options: withCounts(lists.collections, facets.collections),
    },
    {
      param: 'category',
      key: 'category',
      legend: tFilter('filter_category'),
      options: withCounts(lists.categories, facets.categories),
    },
    ...lists.attributes.map((attribute): FilterGroup => ({
      param: 'values',
      key: `attribute-${attribute.id}`,
      legend: attribute.title,
      options: withCounts(attribute.values, facets.values),
    })),
    { param: 'brand', key: 'brand', legend: tFilter('filter_brand'), options: withCounts(lists.brands, facets.brands) },
  ];
}
