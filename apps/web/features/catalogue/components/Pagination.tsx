import { formatInteger } from '@dukan/core/format/numbers';
import type { Locale } from '@dukan/core/locales';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { ShopLink } from '@/ui/ShopLink';
import { getText } from '@/i18n/text';
import { paginationItems } from '@/features/catalogue/pagination';

interface Props {
  locale: Locale;
  page: number;
  lastPage: number;
  hrefFor: (page: number) => string;
}

/** Plain links, so every page of results has its own address and paging works without JavaScript. */
export function Pagination({ locale, page, lastPage, hrefFor }: Props) {
  const tListing = getText(locale, 'listing');
  const tPage = getText(locale, 'page');
  const items = paginationItems(page, lastPage);
  if (items.length === 0) return null;
  const linkClass = 'flex h-10 min-w-10 items-center justify-center rounded-lg border border-stone-300 bg-white px-3';
  return (
    <nav aria-label={tListing('listing_pagination_label')} className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {page > 1 ? (
            <ShopLink href={hrefFor(page - 1)} rel="prev" className={`${linkClass} hover:bg-stone-100`}>
              <ChevronLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
              <span className="sr-only">{tPage('page_previous')}</span>
            </ShopLink>
          ) : null}
        </li>
        {items.map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} aria-hidden="true" className="px-1 text-stone-500">
              …
            </li>
          ) : (
            <li key={item.page}>
              <ShopLink
                href={hrefFor(item.page)}
                aria-label={tPage('page_number', { page: item.page })}
                aria-current={item.page === page ? 'page' : undefined}
                className={`${linkClass} hover:bg-stone-100 aria-[current]:border-brand-700 aria-[current]:bg-brand-700 aria-[current]:text-white`}
              >
                {formatInteger(item.page, locale)}
              </ShopLink>
            </li>
          ),
        )}
        <li>
          {page < lastPage ? (
            <ShopLink href={hrefFor(page + 1)} rel="next" className={`${linkClass} hover:bg-stone-100`}>
              <span className="sr-only">{tPage('page_next')}</span>
              <ChevronRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
            </ShopLink>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
