// The API's messages for search administration: synonyms, in the three languages. Merged into MESSAGES by ../messages.ts.
import type { Locale } from '@dukan/core/locales';

export const SEARCH_MESSAGES = {
  search_synonym_terms_invalid: {
    ku: 'گرووپێک دوو وشە تا سی وشەی جیاوازی تێدایە',
    ar: 'تضم المجموعة من كلمتين إلى ثلاثين كلمة مختلفة',
    en: 'A group holds two to thirty different words',
  },
  search_synonym_term_one_word: {
    ku: 'هەر خانەیەک تەنها یەک وشە بێت، بێ بۆشایی و نیشانە',
    ar: 'كل خانة كلمة واحدة فقط، بلا مسافات أو رموز',
    en: 'Each entry is a single word, without spaces or symbols',
  },
  search_synonym_not_found: {
    ku: 'ئەم گرووپە هاوواتایە نەدۆزرایەوە',
    ar: 'مجموعة المرادفات هذه غير موجودة',
    en: 'This synonym group was not found',
  },
  search_synonym_created: {
    ku: 'گرووپە هاوواتاکە زیاد کرا؛ گەڕان یەکسەر بەکاری دەهێنێت',
    ar: 'أضيفت مجموعة المرادفات؛ يستخدمها البحث فورًا',
    en: 'Synonym group added; search uses it right away',
  },
  search_synonym_updated: {
    ku: 'گرووپە هاوواتاکە نوێ کرایەوە',
    ar: 'تم تحديث مجموعة المرادفات',
    en: 'Synonym group updated',
  },
  search_synonym_deleted: {
    ku: 'گرووپە هاوواتاکە سڕایەوە',
    ar: 'تم حذف مجموعة المرادفات',
    en: 'Synonym group deleted',
  },
} satisfies Record<string, Record<Locale, string>>;
