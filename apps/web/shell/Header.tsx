import type { Locale } from '@dukan/core/locales';
import { ShopLink } from '@/ui/ShopLink';
import { getText } from '@/i18n/text';
import { AccountButton } from '@/features/account/components/AccountButton';
import { CartLink } from '@/features/basket/components/CartLink';
import { WishlistLink } from '@/features/basket/components/WishlistLink';
import { OrdersOnSignIn } from '@/features/orders/components/OrdersOnSignIn';
import { LanguageSwitcher } from './LanguageSwitcher';
import { LogoMark } from '@/ui/Logo';
import { SiteSearch } from './SiteSearch';

export function Header({ locale }: { locale: Locale }) {
  const tLang = getText(locale, 'lang');
  const tSite = getText(locale, 'site');
  const tSearch = getText(locale, 'search');
  const tAccount = getText(locale, 'account');
  const tCart = getText(locale, 'cart');
  const tNav = getText(locale, 'nav');
  const names = { ku: tLang('lang_ku'), ar: tLang('lang_ar'), en: tLang('lang_en') };
  return (
    <header className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-3">
        <ShopLink href={`/${locale}`} className="flex items-center gap-2 text-brand-700">
          <LogoMark className="h-9 w-9" />
          <span className="text-xl font-bold">{tSite('site_name')}</span>
        </ShopLink>
        <div className="order-last w-full md:order-none md:w-auto md:flex-1">
          {/* Both read the query inside their own Suspense boundary, whose fallback is the same working
              form or links without it: cached pages have no query, and without JavaScript they still work. */}
          <SiteSearch
            action={`/${locale}/products`}
            label={tSearch('search_label')}
            placeholder={tSearch('search_placeholder')}
            submitLabel={tSearch('search_submit')}
          />
        </div>
        <div className="order-2 ms-auto flex items-center gap-3 sm:ms-0 md:order-none">
          <LanguageSwitcher current={locale} label={tLang('lang_label')} names={names} />
          <AccountButton />
        </div>
        {/* On narrow screens the wishlist and cart sit beside the logo: the row below has no room left for them. */}
        <div className="order-1 ms-auto flex items-center gap-3 md:order-none md:ms-0">
          <WishlistLink locale={locale} label={tAccount('account_wishlist_title')} />
          <CartLink
            locale={locale}
            label={tCart('cart_link')}
            notices={{ added: tCart('cart_added'), removed: tCart('cart_removed') }}
          />
          <OrdersOnSignIn />
        </div>
      </div>
      <nav aria-label={tNav('nav_label')} className="border-t border-stone-100">
        <ul className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-2 text-sm font-medium">
          <li>
            <ShopLink href={`/${locale}`} className="block px-3 py-2 text-stone-700 hover:text-brand-700">
              {tNav('nav_home')}
            </ShopLink>
          </li>
          <li>
            <ShopLink href={`/${locale}/products`} className="block px-3 py-2 text-stone-700 hover:text-brand-700">
              {tNav('nav_products')}
            </ShopLink>
          </li>
          <li>
            <ShopLink href={`/${locale}/offers`} className="block px-3 py-2 text-stone-700 hover:text-brand-700">
              {tNav('nav_offers')}
            </ShopLink>
          </li>
          <li>
            <ShopLink href={`/${locale}/contact`} className="block px-3 py-2 text-stone-700 hover:text-brand-700">
              {tNav('nav_contact')}
            </ShopLink>
          </li>
        </ul>
      </nav>
    </header>
  );
}
