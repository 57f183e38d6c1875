import { formatInteger } from '@dukan/core/format/numbers';
import type { Locale } from '@dukan/core/locales';
import { SlidersHorizontal, X } from 'lucide-react';
import { ShopLink } from '@/ui/ShopLink';
import { getText } from '@/i18n/text';
import type { ListingState } from '@/features/catalogue/url-state';
import { FiltersToggle } from './FiltersToggle';
import { ListingForm } from './ListingForm';

export interface FilterOption {
  id: number;
  title: string;
  count: number;
}

export interface FilterGroup {
  /** The URL parameter the group's checkboxes write (category, collection, brand, values). */
  param: 'category' | 'collection' | 'brand' | 'values';
  key: string;
  legend: string;
  options: FilterOption[];
}

interface Props {
  locale: Locale;
  formId: string;
  action: string;
  state: ListingState;
  groups: FilterGroup[];
  clearHref: string;
}

function selectedIds(state: ListingState, param: FilterGroup['param']): number[] {
  switch (param) {
    case 'category':
      return state.categoryIds;
    case 'collection':
      return state.collectionIds;
    case 'brand':
      return state.brandIds;
    case 'values':
      return state.valueIds;
  }
}

/**
 * Filter groups as fieldsets with legends, each option a checkbox with its facet count. On small screens
 * the panel folds behind a "Filters" toggle (a checkbox and CSS, so it needs no JavaScript).
 */
export function FilterPanel({ locale, formId, action, state, groups, clearHref }: Props) {
  const tListing = getText(locale, 'listing');
  const tFilter = getText(locale, 'filter');
  const tPrice = getText(locale, 'price');
  const inputClass = 'w-full min-w-0 rounded-lg border border-stone-500 bg-white px-2 py-1.5 text-sm';
  return (
    <div>
      {/* Gone with its label on wide screens, where the panel always shows: no unlabelled control is left. */}
      <FiltersToggle id="filters-toggle" panelId={formId} labelledBy="filters-toggle-label" />
      <label
        id="filters-toggle-label"
        htmlFor="filters-toggle"
        className="flex cursor-pointer items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm font-medium peer-focus-visible:outline-3 peer-focus-visible:outline-brand-600 lg:hidden"
      >
        <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
        {tListing('listing_filters_title')}
      </label>
      {/* On a phone the panel is a drawer over the page; tapping the dimmed page beside it closes it. */}
      <label
        htmlFor="filters-toggle"
        className="fixed inset-0 z-[59] hidden bg-stone-950/40 peer-checked:block lg:hidden"
      >
        <span className="sr-only">{tListing('listing_filters_close')}</span>
      </label>
      <ListingForm
        id={formId}
        action={action}
        className="fixed inset-y-0 start-0 z-[60] hidden w-[min(22rem,88vw)] space-y-5 overflow-y-auto bg-white p-4 shadow-2xl peer-checked:block lg:static lg:z-auto lg:block lg:w-auto lg:overflow-visible lg:rounded-xl lg:border lg:border-stone-200 lg:shadow-none"
      >
        <div className="flex items-center justify-between gap-3">
          <h2 className="text-base font-bold">{tListing('listing_filters_title')}</h2>
          {/* The drawer's own way out on a phone (Escape and the backdrop close it too). */}
          <label
            htmlFor="filters-toggle"
            className="grid h-9 w-9 cursor-pointer place-items-center rounded-lg text-stone-600 hover:bg-stone-100 lg:hidden"
          >
            <X className="h-5 w-5" aria-hidden="true" />
            <span className="sr-only">{tListing('listing_filters_close')}</span>
          </label>
        </div>
        {state.q ? <input type="hidden" name="q" value={state.q} /> : null}
        {groups.map((group) => {
          const selected = new Set(selectedIds(state, group.param));
          const options = group.options.filter((o) => o.count > 0 || selected.has(o.id));
          if (options.length === 0) return null;
          return (
            <fieldset key={group.key} className="space-y-1.5">
              <legend className="mb-1.5 text-sm font-bold text-stone-800">{group.legend}</legend>
              {options.map((option) => {
                const id = `${group.key}-${option.id}`;
                return (
                  <div key={option.id} className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      id={id}
                      name={group.param}
                      value={option.id}
                      defaultChecked={selected.has(option.id)}
                      className="h-4 w-4 accent-brand-700"
                    />
                    <label htmlFor={id} className="flex flex-1 justify-between gap-2">
                      <span>{option.title}</span>
                      <span className="text-stone-500" aria-hidden="true">
                        {formatInteger(option.count, locale)}
                      </span>
                      <span className="sr-only">({tListing('listing_facet_count', { count: option.count })})</span>
                    </label>
                  </div>
                );
              })}
            </fieldset>
          );
        })}
        <fieldset>
          <legend className="mb-1.5 text-sm font-bold text-stone-800">{tFilter('filter_price')}</legend>
          <div className="flex items-center gap-2">
            <PriceField
              id="min-price"
              name="min_price"
              label={tPrice('price_min')}
              value={state.minPrice}
              className={inputClass}
            />
            <PriceField
              id="max-price"
              name="max_price"
              label={tPrice('price_max')}
              value={state.maxPrice}
              className={inputClass}
            />
          </div>
        </fieldset>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
          >
            {tListing('listing_apply_filters')}
          </button>
          <ShopLink href={clearHref} className="text-sm font-medium text-brand-700 hover:underline">
            {tListing('listing_clear_filters')}
          </ShopLink>
        </div>
      </ListingForm>
    </div>
  );
}

/** A price bound typed as text so Arabic-Indic digits are accepted; the URL state parser reads them. */
function PriceField(props: { id: string; name: string; label: string; value: number | null; className: string }) {
  return (
    <div className="flex-1">
      <label htmlFor={props.id} className="text-xs text-stone-600">
        {props.label}
      </label>
      <input
        id={props.id}
        name={props.name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        defaultValue={props.value ?? ''}
        className={props.className}
      />
    </div>
  );
}
