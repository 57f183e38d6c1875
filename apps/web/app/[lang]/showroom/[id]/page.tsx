import { resolveLocale } from '@dukan/core/locales';
import { Navigation } from 'lucide-react';
import type { Metadata } from 'next';
import { Breadcrumbs } from '@/features/content/components/Breadcrumbs';
import { PageBanners } from '@/features/content/components/PageBanners';
import { ProductImage } from '@/ui/ProductImage';
import { JsonLd } from '@/lib/seo/JsonLd';
import { directionsUrl, storeJsonLd, telHref } from '@/features/content/components/showroom-json-ld';
import { weekRows } from '@/features/content/components/hours-text';
import { OpeningHoursTable, OpenNow } from '@/features/content/components/OpeningHours';
import { ShowroomMap } from '@/features/content/components/ShowroomMap';
import { getShowroom } from '@/features/content/content-api';
import { mapTilesFromEnv } from '@/features/orders/map-config';
import { getText } from '@/i18n/text';
import { TextProvider } from '@/i18n/TextProvider';
import { renderedOnFirstVisit } from '@/lib/cache/pages';
import { itemOfPage } from '@/lib/api/item-of-page';
import { MissingPage, missingPageMetadata } from '@/ui/not-found/MissingPage';
import { pageMetadata } from '@/lib/seo/metadata';
import { publicSiteUrl } from '@/lib/seo/site-url';

interface PageProps {
  params: Promise<{ lang: string; id: string }>;
}

async function load(params: PageProps['params']) {
  const { lang, id: rawId } = await params;
  const locale = resolveLocale(lang);
  const showroom = await itemOfPage(rawId, 'Showroom', (id) => getShowroom(locale, id));
  return { locale, showroom };
}

export const generateStaticParams = renderedOnFirstVisit;

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale, showroom } = await load(params);
  if (!showroom) return missingPageMetadata(locale);
  return pageMetadata({
    locale,
    path: `/showroom/${showroom.id}`,
    title: showroom.name,
    description: `${showroom.address} · ${showroom.phone}`,
    image: showroom.image,
  });
}

export default async function ShowroomPage({ params }: PageProps) {
  const { locale, showroom } = await load(params);
  if (!showroom) return <MissingPage />;
  const tSite = getText(locale, 'site');
  const tNav = getText(locale, 'nav');
  const tShowroom = getText(locale, 'showroom');
  const site = publicSiteUrl();
  const path = `/${locale}/showroom/${showroom.id}`;
  const tiles = mapTilesFromEnv();

  return (
    <TextProvider locale={locale} namespaces={['showroom']}>
      <article>
        <Breadcrumbs
          label={tSite('site_breadcrumb_label')}
          siteUrl={site}
          crumbs={[
            { name: tNav('nav_home'), href: `/${locale}` },
            { name: tShowroom('showroom_list_title'), href: `/${locale}/showroom` },
            { name: showroom.name, href: path },
          ]}
        />
        <JsonLd data={storeJsonLd({ siteUrl: site, url: `${site}${path}`, showroom })} />
        <PageBanners locale={locale} page="showroom" />

        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 lg:gap-10">
          <div className="space-y-4">
            <h1 className="text-2xl font-bold leading-snug">{showroom.name}</h1>
            <OpenNow hours={showroom.openingHours} />
            <ProductImage
              src={showroom.image}
              alt=""
              width={800}
              height={400}
              priority
              sizes="(min-width: 1024px) 50vw, 100vw"
              className="aspect-[2/1] w-full rounded-2xl bg-brand-50 object-cover"
            />
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl border border-stone-200 bg-white p-4 text-sm">
              <dt className="text-stone-600">{tShowroom('showroom_address')}</dt>
              <dd className="font-medium">{showroom.address}</dd>
              <dt className="text-stone-600">{tShowroom('showroom_city')}</dt>
              <dd className="font-medium">{showroom.city}</dd>
              <dt className="text-stone-600">{tShowroom('showroom_phone')}</dt>
              <dd className="font-medium">
                <a href={telHref(showroom.phone)} dir="ltr" className="text-brand-700 hover:underline">
                  {showroom.phone}
                </a>
              </dd>
            </dl>
            <a
              href={directionsUrl(showroom.location)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800"
            >
              <Navigation className="h-4 w-4" aria-hidden="true" />
              {tShowroom('showroom_directions')}
              <span className="sr-only"> {tSite('site_social_new_tab')}</span>
            </a>
          </div>

          <section
            aria-labelledby="showroom-hours"
            className="self-start rounded-xl border border-stone-200 bg-white p-4"
          >
            <h2 id="showroom-hours" className="mb-2 text-lg font-bold">
              {tShowroom('showroom_hours')}
            </h2>
            <OpeningHoursTable rows={weekRows(tShowroom, showroom.openingHours)} captionId="showroom-hours" />
            <p className="mt-2 text-xs text-stone-500">{tShowroom('showroom_hours_note')}</p>
          </section>
        </div>

        <section aria-labelledby="showroom-location" className="mt-10">
          <h2 id="showroom-location" className="mb-3 text-xl font-bold">
            {tShowroom('showroom_location')}
          </h2>
          <ShowroomMap
            lat={showroom.location.lat}
            lng={showroom.location.lng}
            tileUrl={tiles.url}
            attribution={tiles.attribution}
            label={tShowroom('showroom_map_label', { name: showroom.name })}
            markerLabel={showroom.name}
            loadingText={tShowroom('showroom_map_loading')}
            noTilesText={tShowroom('showroom_map_no_tiles')}
          />
        </section>
      </article>
    </TextProvider>
  );
}
