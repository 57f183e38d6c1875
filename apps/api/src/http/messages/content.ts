// The API's messages for content administration: banners, highlights, articles, showrooms, pages, meta, socials, contacts, cities, payment methods, in the three languages. Merged into MESSAGES by ../messages.ts.
import type { Locale } from '@dukan/core/locales';

export const CONTENT_MESSAGES = {
  // ---- field errors of the back office's content forms (@dukan/core/contract/admin-content) ----
  text_invalid_characters: {
    ku: 'ئەم دەقە پیتی نەبینراوی نادروستی تێدایە',
    ar: 'يحتوي هذا النص على محارف غير مرئية غير صالحة',
    en: 'This text contains invalid control characters',
  },
  text_required: { ku: 'ئەم خانەیە پێویستە', ar: 'هذا الحقل مطلوب', en: 'This field is required' },
  text_too_long: { ku: 'ئەم دەقە زۆر درێژە', ar: 'هذا النص طويل جدًا', en: 'This text is too long' },
  page_key_invalid: {
    ku: 'ئەم پەڕەیە لە فرۆشگاکەدا نییە',
    ar: 'هذه الصفحة غير موجودة في المتجر',
    en: 'The shop has no such page',
  },
  key_invalid: {
    ku: 'تەنها پیتی بچووکی ئینگلیزی و ژمارە و هێڵی ناوەڕاست (-) بەکاربهێنە',
    ar: 'استخدم الأحرف الإنجليزية الصغيرة والأرقام والشرطة (-) فقط',
    en: 'Use lower-case letters, digits and dashes only',
  },
  link_invalid: {
    ku: 'بەستەر دەبێت ڕێڕەوێکی ناو فرۆشگا بێت (بۆ نموونە /offers) یان ناونیشانێکی https',
    ar: 'يجب أن يكون الرابط مسارًا داخل المتجر (مثل /offers) أو عنوانًا يبدأ بـ https',
    en: 'A link must be a path in the shop (such as /offers) or an https address',
  },
  image_invalid: {
    ku: 'وێنەکە دەبێت لە بەشی وێنەکانی فرۆشگاوە بار کرابێت',
    ar: 'يجب أن تكون الصورة مرفوعة إلى مكتبة صور المتجر',
    en: 'The picture must be one uploaded to the shop’s media',
  },
  icon_invalid: { ku: 'ئەم ئایکۆنە نەناسراوە', ar: 'هذه الأيقونة غير معروفة', en: 'Unknown icon' },
  date_invalid: {
    ku: 'ئەم بەروارە دروست نییە',
    ar: 'هذا التاريخ غير صحيح',
    en: 'This date is not valid',
  },
  pin_invalid: {
    ku: 'شوێنەکە لەسەر نەخشە دەبێت لەناو عێراق یان نزیکی بێت',
    ar: 'يجب أن يكون الموقع على الخريطة داخل العراق أو بالقرب منه',
    en: 'The map pin must be in or near Iraq',
  },
  opening_hours_invalid: {
    ku: 'کاتەکانی کارکردن دروست نین (ڕۆژ ٠ تا ٦، کات بە شێوەی HH:MM)',
    ar: 'أوقات العمل غير صحيحة (اليوم من ٠ إلى ٦، والوقت بصيغة HH:MM)',
    en: 'Opening hours are not valid (day 0 to 6, times as HH:MM)',
  },
  platform_invalid: {
    ku: 'ئەم تۆڕە کۆمەڵایەتییە نەناسراوە',
    ar: 'منصة التواصل هذه غير معروفة',
    en: 'Unknown social platform',
  },
  contact_type_invalid: {
    ku: 'جۆری پەیوەندی نەناسراوە',
    ar: 'نوع جهة الاتصال غير معروف',
    en: 'Unknown contact type',
  },
  contact_value_required: {
    ku: 'ژمارە یان ناونیشانەکە بنووسە',
    ar: 'أدخل الرقم أو العنوان',
    en: 'Enter the number or the address',
  },
  delivery_price_invalid: {
    ku: 'نرخی گەیاندن دەبێت ژمارەیەکی تەواوی دینار بێت، سفر یان زیاتر',
    ar: 'يجب أن يكون سعر التوصيل عددًا صحيحًا بالدينار، صفرًا أو أكثر',
    en: 'The delivery price must be a whole number of dinars, zero or more',
  },
  reorder_mismatch: {
    ku: 'ڕیزبەندییەکە دەبێت هەموو بڕگەکانی ئەم لیستە بگرێتەوە، هەر یەکە جارێک',
    ar: 'يجب أن يشمل الترتيب كل عناصر هذه القائمة، كل عنصر مرة واحدة',
    en: 'The new order must list every item of this list exactly once',
  },

  // ---- not found, conflicts ----
  banner_not_found: { ku: 'ئەم بانەرە نەدۆزرایەوە', ar: 'هذا البانر غير موجود', en: 'This banner was not found' },
  highlight_not_found: {
    ku: 'ئەم تایبەتمەندییە نەدۆزرایەوە',
    ar: 'هذه الميزة غير موجودة',
    en: 'This highlight was not found',
  },
  city_not_found: { ku: 'ئەم شارە نەدۆزرایەوە', ar: 'هذه المدينة غير موجودة', en: 'This city was not found' },
  country_not_found: { ku: 'ئەم وڵاتە نەدۆزرایەوە', ar: 'هذا البلد غير موجود', en: 'This country was not found' },
  payment_method_not_found: {
    ku: 'ئەم ڕێگای پارەدانە نەدۆزرایەوە',
    ar: 'طريقة الدفع هذه غير موجودة',
    en: 'This payment method was not found',
  },
  social_not_found: {
    ku: 'ئەم هەژمارە کۆمەڵایەتییە نەدۆزرایەوە',
    ar: 'حساب التواصل هذا غير موجود',
    en: 'This social account was not found',
  },
  contact_not_found: {
    ku: 'ئەم زانیاریی پەیوەندییە نەدۆزرایەوە',
    ar: 'جهة الاتصال هذه غير موجودة',
    en: 'This contact was not found',
  },
  meta_entry_not_found: {
    ku: 'زانیاریی ئەم پەڕەیە بۆ بزوێنەرەکانی گەڕان نەدۆزرایەوە',
    ar: 'بيانات محركات البحث لهذه الصفحة غير موجودة',
    en: 'This page has no search-engine entry',
  },
  article_slug_taken: {
    ku: 'بابەتێکی تر هەمان ناونیشانی بەستەری هەیە',
    ar: 'يوجد مقال آخر بنفس الرابط',
    en: 'Another article already has this slug',
  },
  city_in_use: {
    ku: 'ئەم شارە لە داواکاری یان پێشانگاکاندا بەکارهاتووە؛ لە جیاتی سڕینەوە ناچالاکی بکە',
    ar: 'هذه المدينة مستخدمة في طلبات أو معارض؛ عطّلها بدلًا من حذفها',
    en: 'This city is used by orders or showrooms; switch it off instead of deleting it',
  },

  // ---- what a change answers ----
  content_saved: { ku: 'گۆڕانکارییەکان پاشەکەوت کران', ar: 'تم حفظ التغييرات', en: 'The changes are saved' },
  content_deleted: { ku: 'سڕایەوە', ar: 'تم الحذف', en: 'Deleted' },
  content_reordered: { ku: 'ڕیزبەندی نوێ پاشەکەوت کرا', ar: 'تم حفظ الترتيب الجديد', en: 'The new order is saved' },
  contact_message_deleted: { ku: 'نامەکە سڕایەوە', ar: 'تم حذف الرسالة', en: 'The message is deleted' },
} satisfies Record<string, Record<Locale, string>>;
