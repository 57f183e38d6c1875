import { BAGHDAD_TIME_ZONE } from '@dukan/core/content/opening-hours';
import { ICU_LOCALE, type Locale } from '@dukan/core/locales';

/** A publication date as the shop's readers write it ("19 October 2025" in their language), on Baghdad's calendar. */
export function formatDate(locale: Locale, iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(ICU_LOCALE[locale], { dateStyle: 'long', timeZone: BAGHDAD_TIME_ZONE }).format(date);
}
