// The API's messages for production operation: health, jobs, configuration, in the three languages. Merged into MESSAGES by ../messages.ts.
import type { Locale } from '@dukan/core/locales';

export const PLATFORM_MESSAGES = {
  text_has_nul_byte: {
    ku: 'ئەم خانەیە پیتێکی نادروستی تێدایە',
    ar: 'يحتوي هذا الحقل على حرف غير صالح',
    en: 'This field contains a character that is not allowed',
  },
  metrics_forbidden: {
    ku: 'ڕێگەت پێنەدراوە ئەم زانیارییانە ببینیت',
    ar: 'غير مسموح لك بعرض هذه البيانات',
    en: 'You are not allowed to read these figures',
  },
} satisfies Record<string, Record<Locale, string>>;
