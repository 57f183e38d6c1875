// The API's messages for catalogue administration: products, taxonomy, stock, media, CSV import and export, in the three languages. Merged into MESSAGES by ../messages.ts.
import type { Locale } from '@dukan/core/locales';

export const CATALOGUE_MESSAGES = {
  // ---- field errors (the zod messages of @dukan/core/contract/admin-catalogue) ----
  text_invalid: {
    ku: 'ئەم دەقە نووسینی نادروستی تێدایە',
    ar: 'يحتوي هذا النص على رموز غير صالحة',
    en: 'This text contains characters that are not allowed',
  },
  text_too_long: { ku: 'ئەم دەقە زۆر درێژە', ar: 'هذا النص طويل جدًا', en: 'This text is too long' },
  title_required: {
    ku: 'ناونیشان بە لانیکەم یەک زمان بنووسە',
    ar: 'اكتب العنوان بلغة واحدة على الأقل',
    en: 'Write the title in at least one language',
  },
  id_invalid: { ku: 'ناسنامەکە دروست نییە', ar: 'المعرّف غير صحيح', en: 'This id is not valid' },
  duplicate_ids: {
    ku: 'هەمان دانە دوو جار هاتووە',
    ar: 'تكرر العنصر نفسه مرتين',
    en: 'The same item is listed twice',
  },
  sku_invalid: {
    ku: 'SKU تەنها پیتی لاتینی و ژمارە و (-) لەخۆ دەگرێت، تا ٦٤ پیت',
    ar: 'رمز SKU يتكون من حروف لاتينية وأرقام و(-) فقط، حتى ٦٤ حرفًا',
    en: 'A SKU has Latin letters, digits and hyphens only, up to 64 characters',
  },
  price_invalid: {
    ku: 'نرخ دەبێت ژمارەیەکی تەواو بێت بە دینار، سفر یان زیاتر',
    ar: 'يجب أن يكون السعر عددًا صحيحًا بالدينار، صفرًا أو أكثر',
    en: 'A price is a whole number of dinars, zero or more',
  },
  stock_invalid: {
    ku: 'بڕی کۆگا دەبێت ژمارەیەکی تەواو بێت',
    ar: 'يجب أن تكون كمية المخزون عددًا صحيحًا',
    en: 'A stock quantity is a whole number',
  },
  discount_invalid: {
    ku: 'داشکاندن دەبێت لە نێوان ٠ و ٩٥٪ بێت',
    ar: 'يجب أن يكون الخصم بين ٠ و٩٥٪',
    en: 'A discount is between 0 and 95%',
  },
  discount_or_original_price: {
    ku: 'یان ڕێژەی داشکاندن بنێرە یان نرخی پێشوو، نەک هەردووکیان',
    ar: 'أرسل نسبة الخصم أو السعر الأصلي، لا كليهما',
    en: 'Send a discount percentage or an original price, not both',
  },
  original_price_not_above: {
    ku: 'نرخی پێش داشکاندن دەبێت لە نرخی ئێستا زیاتر بێت',
    ar: 'يجب أن يكون السعر قبل الخصم أعلى من السعر الحالي',
    en: 'The price before the discount must be above the price',
  },
  number_invalid: { ku: 'ئەم ژمارەیە دروست نییە', ar: 'هذا الرقم غير صحيح', en: 'This number is not valid' },
  active_invalid: {
    ku: 'چالاکی دەبێت true یان false بێت',
    ar: 'يجب أن تكون حالة التفعيل true أو false',
    en: 'Active is true or false',
  },
  boolean_invalid: { ku: 'true یان false بنووسە', ar: 'اكتب true أو false', en: 'Write true or false' },
  media_invalid: {
    ku: 'وێنەکە دەبێت ناسنامەی بارکردنێک یان ڕێڕەوێکی /api/media بێت',
    ar: 'يجب أن تكون الصورة معرّف رفع أو مسارًا تحت ‎/api/media',
    en: 'A picture is an upload id or a path under /api/media',
  },
  duplicate_images: {
    ku: 'هەمان وێنە دوو جار هاتووە',
    ar: 'تكررت الصورة نفسها مرتين',
    en: 'The same picture is listed twice',
  },
  reason_required: {
    ku: 'هۆکاری گۆڕینی کۆگا بنووسە',
    ar: 'اكتب سبب تغيير المخزون',
    en: 'Write why the stock changes',
  },
  delta_or_set: {
    ku: 'یان بڕی گۆڕان (delta) بنێرە یان بڕی نوێ (set)، تەنها یەکێکیان',
    ar: 'أرسل مقدار التغيير (delta) أو الكمية الجديدة (set)، واحدًا منهما فقط',
    en: 'Send either a change (delta) or a new quantity (set), exactly one',
  },
  slug_invalid: {
    ku: 'ناسێنەری بەستەر تەنها پیتی بچووکی لاتینی و ژمارە و (-) لەخۆ دەگرێت',
    ar: 'معرّف الرابط يتكون من حروف لاتينية صغيرة وأرقام و(-) فقط',
    en: 'A slug has lower-case Latin letters, digits and hyphens only',
  },
  value_required: { ku: 'بەها بنووسە', ar: 'اكتب القيمة', en: 'Write the value' },

  // ---- answers ----
  prices_forbidden: {
    ku: 'ڕۆڵەکەت ڕێگەی پێنادات نرخ، کۆگا یان چالاکیی بەرهەم بگۆڕیت',
    ar: 'لا يسمح دورك بتغيير الأسعار أو المخزون أو حالة تفعيل المنتج',
    en: 'Your role may not change prices, stock or whether a product is active',
  },
  sku_taken: {
    ku: 'بەرهەمێکی تر هەمان SKUی هەیە',
    ar: 'يوجد منتج آخر بنفس رمز SKU',
    en: 'Another product has this SKU',
  },
  slug_taken: {
    ku: 'ئەم ناسێنەرە پێشتر بەکارهاتووە',
    ar: 'هذا المعرّف مستخدم بالفعل',
    en: 'This slug or key is already used',
  },
  in_use: {
    ku: 'ناسڕدرێتەوە، چونکە بەرهەم یان شتی تر بەکاری دەهێنن',
    ar: 'لا يمكن الحذف لأن منتجات أو عناصر أخرى تستخدمه',
    en: 'This cannot be deleted: products or other items use it',
  },
  stock_would_go_negative: {
    ku: 'کۆگا ناتوانێت لە سفر کەمتر بێت',
    ar: 'لا يمكن أن يصبح المخزون أقل من صفر',
    en: 'Stock cannot go below zero',
  },
  category_not_found: { ku: 'ئەم پۆلە نەدۆزرایەوە', ar: 'هذه الفئة غير موجودة', en: 'This category was not found' },
  collection_not_found: {
    ku: 'ئەم کۆمەڵەیە نەدۆزرایەوە',
    ar: 'هذه المجموعة غير موجودة',
    en: 'This collection was not found',
  },
  brand_not_found: {
    ku: 'ئەم براندە نەدۆزرایەوە',
    ar: 'هذه العلامة التجارية غير موجودة',
    en: 'This brand was not found',
  },
  attribute_not_found: {
    ku: 'ئەم خەسڵەتە نەدۆزرایەوە',
    ar: 'هذه الخاصية غير موجودة',
    en: 'This attribute was not found',
  },
  attribute_value_not_found: {
    ku: 'بەهایەکی خەسڵەت نەدۆزرایەوە',
    ar: 'إحدى قيم الخصائص غير موجودة',
    en: 'An attribute value was not found',
  },
  specification_not_found: {
    ku: 'تایبەتمەندییەک نەدۆزرایەوە',
    ar: 'إحدى المواصفات غير موجودة',
    en: 'A specification was not found',
  },
  specification_group_not_found: {
    ku: 'ئەم گرووپی تایبەتمەندییانە نەدۆزرایەوە',
    ar: 'مجموعة المواصفات هذه غير موجودة',
    en: 'This specification group was not found',
  },
  related_not_found: {
    ku: 'بەرهەمێکی پەیوەندیدار نەدۆزرایەوە',
    ar: 'أحد المنتجات ذات الصلة غير موجود',
    en: 'A related product was not found',
  },
  related_self: {
    ku: 'بەرهەم ناتوانێت پەیوەندیدار بێت بە خۆیەوە',
    ar: 'لا يمكن أن يكون المنتج مرتبطًا بنفسه',
    en: 'A product cannot be related to itself',
  },
  media_not_found: { ku: 'ئەم وێنەیە نەدۆزرایەوە', ar: 'هذه الصورة غير موجودة', en: 'This picture was not found' },
  media_file_required: {
    ku: 'وێنەیەک لە خانەی file بنێرە',
    ar: 'أرسل صورة في الحقل file',
    en: 'Send a picture in the field "file"',
  },
  media_too_large: {
    ku: 'وێنەکە زۆر گەورەیە: ١٠ مێگابایت زۆرترینە',
    ar: 'الصورة كبيرة جدًا: الحد الأقصى ١٠ ميغابايت',
    en: 'The picture is too large: 10 MB at most',
  },
  media_not_an_image: {
    ku: 'ئەم پەڕگەیە وێنەی JPEG، PNG یان WebP نییە',
    ar: 'هذا الملف ليس صورة JPEG أو PNG أو WebP',
    en: 'This file is not a JPEG, PNG or WebP picture',
  },
  media_too_many_pixels: {
    ku: 'ڕووبەری وێنەکە زۆر گەورەیە (زۆرترین ٤٠ میگاپیکسڵ)',
    ar: 'أبعاد الصورة كبيرة جدًا (الحد الأقصى ٤٠ ميغابكسل)',
    en: 'The picture has too many pixels (40 megapixels at most)',
  },
  csv_file_required: {
    ku: 'پەڕگەیەکی CSV لە خانەی file بنێرە',
    ar: 'أرسل ملف CSV في الحقل file',
    en: 'Send a CSV file in the field "file"',
  },
  csv_too_large: {
    ku: 'پەڕگەی CSV زۆر گەورەیە: ٥٠ مێگابایت زۆرترینە',
    ar: 'ملف CSV كبير جدًا: الحد الأقصى ٥٠ ميغابايت',
    en: 'The CSV file is too large: 50 MB at most',
  },
  csv_header_invalid: {
    ku: 'دێڕی یەکەمی CSV دەبێت ناوی ستوونەکان بێت و sku لەخۆ بگرێت',
    ar: 'يجب أن يكون السطر الأول من CSV أسماء الأعمدة وأن يتضمن sku',
    en: 'The first line of the CSV must name the columns and include sku',
  },
  import_not_found: {
    ku: 'ئەم هاوردەکردنە نەدۆزرایەوە',
    ar: 'عملية الاستيراد هذه غير موجودة',
    en: 'This import was not found',
  },
  // Per-row errors of an import, read by staff in the back office.
  csv_row_malformed: {
    ku: 'ئەم دێڕە بە دروستی نەخوێندرایەوە (ژمارەی خانەکان یان دوو-کەوانە)',
    ar: 'تعذّرت قراءة هذا السطر (عدد الحقول أو علامات الاقتباس)',
    en: 'This line could not be read (number of fields or quotes)',
  },
  csv_value_required: { ku: 'ئەم خانەیە پێویستە', ar: 'هذا الحقل مطلوب', en: 'This field is required' },
  csv_sku_repeated: {
    ku: 'ئەم SKUیە پێشتر لەم پەڕگەیەدا هاتووە',
    ar: 'رمز SKU هذا ورد سابقًا في الملف',
    en: 'This SKU already appeared earlier in the file',
  },
  csv_boolean_invalid: {
    ku: 'true/false یان 1/0 بنووسە',
    ar: 'اكتب true/false أو 1/0',
    en: 'Write true/false or 1/0',
  },
} satisfies Record<string, Record<Locale, string>>;
