import { formatNumeral } from '@dukan/core/format/numbers';
import type { Locale } from '@dukan/core/locales';
import { ShopLink } from '@/ui/ShopLink';
import type { SitePageSlug } from '@dukan/core/contract/content';
import { articleTypes, getArticles, getSitePage } from '@/features/content/content-api';
import { getText } from '@/i18n/text';
import { ContactList } from '@/features/content/components/ContactList';
import { SocialLinks } from '@/features/content/components/SocialLinks';
import { articleListPath, articleTypeLabel } from '@/features/content/components/article-type';
import { countryDetectionOn, GeoDataCredit } from './GeoDataCredit';

export interface FooterData {
  contacts: { id: number; type: string; title: string; value: string }[];
  socials: { id: number; platform: string; url: string }[];
  paymentMethods: { id: number; key: string; title: string }[];
}

function LinkList({ links }: { links: { href: string; label: string }[] }) {
  return (
    <ul className="space-y-1.5">
      {links.map((link) => (
        <li key={link.href}>
          <ShopLink href={link.href} className="hover:text-brand-700">
            {link.label}
          </ShopLink>
        </li>
      ))}
    </ul>
  );
}

/** Pages that exist only once the owner has written them (their routes are 404 until then). */
const TEXT_PAGES = ['about-us', 'reward-points', 'privacy-policy', 'terms'] as const satisfies readonly SitePageSlug[];

/**
 * The shop's map at the foot of every page: the catalogue's ways in, the content pages (one link per article
 * type the shop has, and the owner's pages that are written), contacts, socials and payment methods. Both are
 * read here (cached like the catalogue), so a new type or page gets its link without a deploy; what cannot be
 * read is left out rather than linked to a 404.
 */
export async function Footer({ locale, data }: { locale: Locale; data: FooterData }) {
  const tSite = getText(locale, 'site');
  const tFooter = getText(locale, 'footer');
  const tNav = getText(locale, 'nav');
  const tShop = getText(locale, 'shop');
  const tCategories = getText(locale, 'categories');
  const tHome = getText(locale, 'home');
  const tShowroom = getText(locale, 'showroom');
  const pageTitles: Record<(typeof TEXT_PAGES)[number], string> = {
    'about-us': tSite('site_about_us_title'),
    'reward-points': getText(locale, 'points')('points_title'),
    'privacy-policy': tSite('site_privacy_policy_title'),
    terms: tSite('site_terms_title'),
  };
  // A year is a name, not an amount: the page's digits, never grouped.
  const year = formatNumeral(new Date().getFullYear(), locale);
  const [articles, ...textPages] = await Promise.all([
    getArticles(locale),
    ...TEXT_PAGES.map((slug) => getSitePage(locale, slug)),
  ]);
  const types = articles.ok ? articleTypes(articles.data) : [];
  const at = (path: string) => `/${locale}${path}`;

  const shopLinks = [
    { href: at('/products'), label: tNav('nav_products') },
    { href: at('/shop'), label: tShop('shop_title') },
    { href: at('/categories'), label: tCategories('categories_title') },
    { href: at('/best-sellers'), label: tHome('home_best_sellers') },
    { href: at('/offers'), label: tNav('nav_offers') },
  ];
  const informationLinks = [
    ...types.map((type) => ({ href: at(articleListPath(type)), label: articleTypeLabel(locale, type) })),
    { href: at('/showroom'), label: tShowroom('showroom_list_title') },
    { href: at('/contact'), label: tSite('site_contact_title') },
    ...TEXT_PAGES.filter((_, index) => textPages[index]!.ok).map((slug) => ({
      href: at(`/${slug}`),
      label: pageTitles[slug],
    })),
  ];

  // Drawn only when near the viewport (render-when-near); until then it takes its usual height: about 1,020–1,060 px
  // in one column, 570–650 in two, 380 in four.
  return (
    <footer className="render-when-near mt-12 border-t border-stone-200 bg-white text-sm text-stone-700 [contain-intrinsic-block-size:auto_64rem] sm:[contain-intrinsic-block-size:auto_38rem] lg:[contain-intrinsic-block-size:auto_24rem]">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="mb-2 font-bold text-stone-900">
            {tSite('site_name')}
          </h2>
          <p className="leading-relaxed">{tFooter('footer_about')}</p>
          {data.socials.length > 0 ? (
            <>
              <h3 className="mb-2 mt-4 font-bold text-stone-900">{tFooter('footer_follow')}</h3>
              <SocialLinks socials={data.socials} newTabText={tSite('site_social_new_tab')} />
            </>
          ) : null}
        </section>
        <nav aria-labelledby="footer-shop">
          <h2 id="footer-shop" className="mb-2 font-bold text-stone-900">
            {tFooter('footer_shop')}
          </h2>
          <LinkList links={shopLinks} />
        </nav>
        <nav aria-labelledby="footer-information">
          <h2 id="footer-information" className="mb-2 font-bold text-stone-900">
            {tFooter('footer_information')}
          </h2>
          <LinkList links={informationLinks} />
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="mb-2 font-bold text-stone-900">
            <ShopLink href={at('/contact')} className="hover:text-brand-700">
              {tFooter('footer_contact')}
            </ShopLink>
          </h2>
          <ContactList contacts={data.contacts} />
          {data.paymentMethods.length > 0 ? (
            <>
              <h3 className="mb-2 mt-4 font-bold text-stone-900">{tFooter('footer_payment')}</h3>
              <ul className="space-y-1">
                {data.paymentMethods.map((method) => (
                  <li key={method.id}>{method.title}</li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      </div>
      <div className="border-t border-stone-100 py-4 text-center text-xs text-stone-500">
        <p>{tFooter('footer_rights', { year })}</p>
        {/* The phone input's default country comes from IP2Location LITE data only when detection is on. */}
        {countryDetectionOn() ? <GeoDataCredit locale={locale} /> : null}
      </div>
    </footer>
  );
}
