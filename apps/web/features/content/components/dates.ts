import { formatDate as formatDateIn } from '@dukan/core/format/dates';
import type { Locale } from '@dukan/core/locales';

/** A publication date as the shop's readers write it ("19 October 2025" in their language), on Baghdad's calendar. */
export function formatDate(locale: Locale, iso: string): string {
  return Number.isNaN(Date.parse(iso)) ? '' : formatDateIn(iso, locale);
}
