import type { Locale } from '@dukan/core/locales';
import { ShopLink } from '@/ui/ShopLink';
import type { Translate } from '@/i18n/translator';
import { AccountButton } from '@/features/account/components/AccountButton';
import { CartLink } from '@/features/basket/components/CartLink';
import { WishlistLink } from '@/features/basket/components/WishlistLink';
import { OrdersOnSignIn } from '@/features/orders/components/OrdersOnSignIn';
import { LanguageSwitcher } from './LanguageSwitcher';
import { LogoMark } from '@/ui/Logo';
import { SiteSearch } from './SiteSearch';

export function Header({ locale, t }: { locale: Locale; t: Translate }) {
  const names = { ku: t('lang_ku'), ar: t('lang_ar'), en: t('lang_en') };
  return (
    <header className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-3">
        <ShopLink href={`/${locale}`} className="flex items-center gap-2 text-brand-700">
          <LogoMark className="h-9 w-9" />
          <span className="text-xl font-bold">{t('site_name')}</span>
        </ShopLink>
        <div className="order-last w-full md:order-none md:w-auto md:flex-1">
          {/* Both read the query inside their own Suspense boundary, whose fallback is the same working
              form or links without it: cached pages have no query, and without JavaScript they still work. */}
          <SiteSearch
            action={`/${locale}/products`}
            label={t('search_label')}
            placeholder={t('search_placeholder')}
            submitLabel={t('search_submit')}
          />
        </div>
        <div className="order-2 ms-auto flex items-center gap-3 sm:ms-0 md:order-none">
          <LanguageSwitcher current={locale} label={t('lang_label')} names={names} />
          <AccountButton />
        </div>
        {/* On narrow screens the wishlist and cart sit beside the logo: the row below has no room left for them. */}
        <div className="order-1 ms-auto flex items-center gap-3 md:order-none md:ms-0">
          <WishlistLink locale={locale} label={t('account_wishlist_title')} />
          <CartLink
            locale={locale}
            label={t('cart_link')}
            notices={{ added: t('cart_added'), removed: t('cart_removed') }}
          />
          <OrdersOnSignIn />
        </div>
      </div>
      <nav aria-label={t('nav_label')} className="border-t border-stone-100">
        <ul className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-2 text-sm font-medium">
          <li>
            <ShopLink href={`/${locale}`} className="block px-3 py-2 text-stone-700 hover:text-brand-700">
              {t('nav_home')}
            </ShopLink>
          </li>
          <li>
            <ShopLink href={`/${locale}/products`} className="block px-3 py-2 text-stone-700 hover:text-brand-700">
              {t('nav_products')}
            </ShopLink>
          </li>
          <li>
            <ShopLink href={`/${locale}/offers`} className="block px-3 py-2 text-stone-700 hover:text-brand-700">
              {t('nav_offers')}
            </ShopLink>
          </li>
          <li>
            <ShopLink href={`/${locale}/contact`} className="block px-3 py-2 text-stone-700 hover:text-brand-700">
              {t('nav_contact')}
            </ShopLink>
          </li>
        </ul>
      </nav>
    </header>
  );
}
