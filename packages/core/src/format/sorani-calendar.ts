// CLDR's Sorani (ckb) Gregorian calendar names, kept here because Chromium ships no `ckb` data: Intl in the
// browser would write English under the server's Kurdish. Month names are the Iraqi (Syriac) ones Sorani
// readers in Iraq use; CLDR spells December «کانونی یەکەم», with one و where January has two: written
// «کانوونی یەکەم» here, as Sorani spells it.

/** January … December. */
export const SORANI_MONTHS = [
  'کانوونی دووەم',
  'شوبات',
  'ئازار',
  'نیسان',
  'ئایار',
  'حوزەیران',
  'تەمووز',
  'ئاب',
  'ئەیلوول',
  'تشرینی یەکەم',
  'تشرینی دووەم',
  'کانوونی یەکەم',
] as const;

/** Sunday … Saturday. */
export const SORANI_WEEKDAYS = ['یەکشەممە', 'دووشەممە', 'سێشەممە', 'چوارشەممە', 'پێنجشەممە', 'ھەینی', 'شەممە'] as const;

/** Before noon, after noon. */
export const SORANI_DAY_PERIODS = ['ب.ن', 'د.ن'] as const;
