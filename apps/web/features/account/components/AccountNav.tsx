'use client';

import type { Locale } from '@dukan/core/locales';
import { ShopLink } from '@/ui/ShopLink';
import { usePathname } from 'next/navigation';

export interface AccountNavItem {
  /** The segment after /{lang}/account/. */
  slug: string;
  label: string;
}

/** The account pages' navigation; the current page is marked for sight and for screen readers. */
export function AccountNav({ locale, label, items }: { locale: Locale; label: string; items: AccountNavItem[] }) {
  const pathname = usePathname();
  return (
    <nav aria-label={label}>
      <ul className="flex gap-1 overflow-x-auto md:flex-col">
        {items.map((item) => {
          const href = `/${locale}/account/${item.slug}`;
          const current = pathname === href;
          return (
            <li key={item.slug}>
              <ShopLink
                href={href}
                aria-current={current ? 'page' : undefined}
                className="block whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium text-stone-700 hover:bg-stone-100 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
              >
                {item.label}
              </ShopLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
