import type { Locale } from '@dukan/core/locales';
import { getText } from '@/i18n/text';
import { isolateLatinRuns } from '@/ui/text/bidi';

export const IP2LOCATION_LITE_URL = 'https://lite.ip2location.com';

// Stands for the link inside the translated sentence, so each language puts it where its word order wants it.
const LINK = '\uE000';

/**
 * Whether the API places shoppers with IP2Location LITE data: COUNTRY_DETECTION, on unless it is 'false', read
 * the way the API reads it (apps/api/src/routes/geo.ts), when the page is rendered rather than at build.
 */
export function countryDetectionOn(value: string | undefined = process.env.COUNTRY_DETECTION): boolean {
  return value !== 'false';
}

/**
 * The credit IP2Location LITE's licence (CC BY-SA 4.0) asks of a site that uses its data, which the phone
 * input's default country does when COUNTRY_DETECTION is on: the sentence in the page's language, the product's
 * name and the address as written. The link is the shop's own fixed text, not a link staff typed into content,
 * so it does not go through the owner's allow-list of other sites (EXTERNAL_LINK_HOSTS, ui/text/links.ts): that
 * list keeps back-office content from sending shoppers elsewhere, while this credit has to be shown whatever the
 * owner allowed.
 */
export function GeoDataCredit({ locale }: { locale: Locale }) {
  const t = getText(locale, 'footer');
  const [before = '', after = ''] = t('footer_geo_credit', { link: LINK }).split(LINK);
  return (
    <p className="mt-1">
      {isolateLatinRuns(before, locale)}
      <a
        href={IP2LOCATION_LITE_URL}
        rel="noopener noreferrer"
        // A web address reads left to right on Kurdish and Arabic pages too.
        dir="ltr"
        className="underline hover:text-brand-700"
      >
        {IP2LOCATION_LITE_URL}
      </a>
      {isolateLatinRuns(after, locale)}
    </p>
  );
}
