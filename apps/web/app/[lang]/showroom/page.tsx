import { resolveLocale } from '@dukan/core/locales';
import { Breadcrumbs } from '@/features/content/components/Breadcrumbs';
import { PageBanners } from '@/features/content/components/PageBanners';
import { ShowroomCard } from '@/features/content/components/ShowroomCard';
import { getShowrooms } from '@/features/content/content-api';
import { getText } from '@/i18n/text';
import { TextProvider } from '@/i18n/TextProvider';
import { renderedOnFirstVisit } from '@/lib/cache/pages';
import { publicPageMetadata } from '@/lib/seo/metadata';
import { publicSiteUrl } from '@/lib/seo/site-url';

interface PageProps {
  params: Promise<{ lang: string }>;
}

export const generateMetadata = publicPageMetadata(
  'showroom',
  'showroom',
  'showroom_list_title',
  'showroom_list_intro',
);

export const generateStaticParams = renderedOnFirstVisit;

export default async function ShowroomsPage({ params }: PageProps) {
  const locale = resolveLocale((await params).lang);
  const tShowroom = getText(locale, 'showroom');
  const tSite = getText(locale, 'site');
  const tNav = getText(locale, 'nav');
  const tListing = getText(locale, 'listing');
  const result = await getShowrooms(locale);
  if (!result.ok) throw new Error(`Showrooms could not be loaded (${result.error.status}): ${result.error.message}`);

  return (
    <div>
      <Breadcrumbs
        label={tSite('site_breadcrumb_label')}
        siteUrl={publicSiteUrl()}
        crumbs={[
          { name: tNav('nav_home'), href: `/${locale}` },
          { name: tShowroom('showroom_list_title'), href: `/${locale}/showroom` },
        ]}
      />
      <PageBanners locale={locale} page="showroom" />
      <h1 className="text-2xl font-bold">{tShowroom('showroom_list_title')}</h1>
      <p className="mt-1 text-sm text-stone-600">{tShowroom('showroom_list_intro')}</p>
      {result.data.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-stone-300 bg-white p-10 text-center text-lg font-medium text-stone-600">
          {tListing('listing_no_results')}
        </p>
      ) : (
        <TextProvider locale={locale} namespaces={['showroom']}>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {result.data.map((showroom) => (
              <li key={showroom.id}>
                <ShowroomCard locale={locale} showroom={showroom} />
              </li>
            ))}
          </ul>
        </TextProvider>
      )}
    </div>
  );
}
