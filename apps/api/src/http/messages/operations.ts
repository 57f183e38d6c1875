// The API's messages for orders, customers, promotions and the dashboard in the back office, in the three languages. Merged into MESSAGES by ../messages.ts.
import type { Locale } from '@dukan/core/locales';

export const OPERATIONS_MESSAGES = {
  // ---- lists: queries ----
  search_too_long: { ku: 'دەقی گەڕان زۆر درێژە', ar: 'نص البحث طويل جدًا', en: 'The search text is too long' },
  page_invalid: { ku: 'ژمارەی پەڕە دروست نییە', ar: 'رقم الصفحة غير صحيح', en: 'The page number is not valid' },
  calendar_date_invalid: {
    ku: 'ئەم بەروارە دروست نییە',
    ar: 'هذا التاريخ غير صحيح',
    en: 'This date is not valid',
  },
  date_range_invalid: {
    ku: 'بەرواری کۆتایی دەبێت دوای بەرواری دەستپێک بێت',
    ar: 'يجب أن يكون تاريخ النهاية بعد تاريخ البداية',
    en: 'The end date must be after the start date',
  },
  order_status_invalid: {
    ku: 'دۆخی داواکاری نەناسراوە',
    ar: 'حالة الطلب غير معروفة',
    en: 'Unknown order status',
  },
  payment_status_invalid: {
    ku: 'دۆخی پارەدان نەناسراوە',
    ar: 'حالة الدفع غير معروفة',
    en: 'Unknown payment status',
  },

  // ---- orders ----
  invoice_doc_invalid: {
    ku: 'بەڵگەنامە دەبێت پسوولە یان لیستی پێچانەوە بێت',
    ar: 'يجب أن يكون المستند فاتورة أو قائمة تعبئة',
    en: 'The document must be an invoice or a packing slip',
  },
  order_has_no_payment: {
    ku: 'ئەم داواکارییە پارەدانی بانکی یەکەمی عێراقی نییە',
    ar: 'لا توجد دفعة عبر مصرف العراق الأول لهذا الطلب',
    en: 'This order has no First Iraqi Bank payment',
  },
  payment_refreshed: {
    ku: 'دۆخی پارەدان لە بانکەوە نوێ کرایەوە',
    ar: 'تم تحديث حالة الدفع من المصرف',
    en: 'The payment status was updated from the bank',
  },
  order_cancelled_by_shop: {
    ku: 'داواکارییەکە هەڵوەشێنرایەوە',
    ar: 'تم إلغاء الطلب',
    en: 'The order was cancelled',
  },
  order_cancelled_refunded: {
    ku: 'داواکارییەکە هەڵوەشێنرایەوە و پارەکە بۆ کڕیار گەڕێنرایەوە',
    ar: 'تم إلغاء الطلب وإعادة المبلغ إلى الزبون',
    en: 'The order was cancelled and the payment refunded',
  },
  order_cancelled_refund_failed: {
    ku: 'داواکارییەکە هەڵوەشێنرایەوە، بەڵام بانک پارەکەی نەگەڕاندەوە؛ بە دەست بیگەڕێنەوە',
    ar: 'تم إلغاء الطلب لكن المصرف لم يُعِد المبلغ؛ أعِده يدويًا',
    en: 'The order was cancelled but the bank did not refund the payment; refund it by hand',
  },

  // ---- customers ----
  customer_not_found: { ku: 'ئەم کڕیارە نەدۆزرایەوە', ar: 'هذا الزبون غير موجود', en: 'This customer was not found' },
  customer_disabled: {
    ku: 'هەژماری کڕیار ناچالاک کرا و لە هەموو ئامێرەکان دەرکرا',
    ar: 'تم تعطيل حساب الزبون وتسجيل خروجه من جميع الأجهزة',
    en: 'The customer’s account was disabled and signed out everywhere',
  },
  customer_enabled: {
    ku: 'هەژماری کڕیار چالاک کرایەوە',
    ar: 'تم تفعيل حساب الزبون من جديد',
    en: 'The customer’s account was enabled again',
  },
  customer_deleted_account: {
    ku: 'ئەم هەژمارە سڕاوەتەوە و ناتوانرێت بگۆڕدرێت',
    ar: 'هذا الحساب محذوف ولا يمكن تغييره',
    en: 'This account was deleted and cannot be changed',
  },

  // ---- vouchers ----
  voucher_code_invalid: {
    ku: 'کۆد دەبێت ٣ تا ٤٠ پیتی لاتینی، ژمارە، - یان _ بێت',
    ar: 'يجب أن يتكون الرمز من ٣ إلى ٤٠ حرفًا لاتينيًا أو رقمًا أو - أو _',
    en: 'The code must be 3 to 40 Latin letters, digits, - or _',
  },
  voucher_code_taken: {
    ku: 'کۆدێکی داشکاندن بەم ناوە هەیە',
    ar: 'توجد قسيمة بهذا الرمز',
    en: 'A voucher with this code already exists',
  },
  voucher_percent_invalid: {
    ku: 'ڕێژەی داشکاندن دەبێت لە ١ تا ١٠٠ بێت',
    ar: 'يجب أن تكون نسبة الخصم من ١ إلى ١٠٠',
    en: 'The percentage must be from 1 to 100',
  },
  voucher_amount_invalid: {
    ku: 'بڕەکە دەبێت ژمارەیەکی تەواوی دینار بێت',
    ar: 'يجب أن يكون المبلغ عددًا صحيحًا بالدينار',
    en: 'The amount must be a whole number of dinars',
  },
  voucher_limit_invalid: {
    ku: 'سنووری بەکارهێنان دروست نییە',
    ar: 'حد الاستخدام غير صحيح',
    en: 'The usage limit is not valid',
  },
  voucher_category_unknown: {
    ku: 'ئەم پۆلە نەدۆزرایەوە',
    ar: 'هذه الفئة غير موجودة',
    en: 'This category was not found',
  },
  voucher_discount_one_kind: {
    ku: 'یان ڕێژەی سەدی داشکاندن دابنێ یان بڕێکی دیاریکراو، نەک هەردووکیان',
    ar: 'حدّد نسبة مئوية أو مبلغًا ثابتًا للخصم، وليس كليهما',
    en: 'Give either a percentage or a fixed amount off, not both',
  },
  voucher_cap_needs_percent: {
    ku: 'سنووری داشکاندن تەنها بۆ داشکاندنی ڕێژەی سەدییە',
    ar: 'الحد الأقصى للخصم يخص الخصم بالنسبة المئوية فقط',
    en: 'A discount cap applies only to a percentage voucher',
  },
  voucher_dates_invalid: {
    ku: 'کاتی بەسەرچوون دەبێت دوای کاتی دەستپێکردن بێت',
    ar: 'يجب أن يكون تاريخ الانتهاء بعد تاريخ البدء',
    en: 'The voucher must expire after it starts',
  },
  voucher_missing: {
    ku: 'ئەم کۆدی داشکاندنە نەدۆزرایەوە',
    ar: 'هذه القسيمة غير موجودة',
    en: 'This voucher was not found',
  },
  voucher_has_uses: {
    ku: 'ئەم کۆدە لە داواکارییەکاندا بەکارهاتووە؛ لە جیاتی سڕینەوە ناچالاکی بکە',
    ar: 'استُخدمت هذه القسيمة في طلبات؛ عطّلها بدلًا من حذفها',
    en: 'This voucher was used in orders; deactivate it instead of deleting it',
  },
  voucher_saved: { ku: 'کۆدی داشکاندن پاشەکەوت کرا', ar: 'تم حفظ القسيمة', en: 'The voucher was saved' },
  voucher_deleted: { ku: 'کۆدی داشکاندن سڕایەوە', ar: 'تم حذف القسيمة', en: 'The voucher was deleted' },

  // ---- reward points, offers ----
  reward_rule_invalid: {
    ku: 'ئەم ڕێسای خاڵە دروست نییە',
    ar: 'قاعدة النقاط هذه غير صحيحة',
    en: 'This reward-point rule is not valid',
  },
  reward_rules_saved: {
    ku: 'ڕێساکانی خاڵی خەڵات پاشەکەوت کران',
    ar: 'تم حفظ قواعد نقاط المكافأة',
    en: 'The reward-point rules were saved',
  },
  offer_price_invalid: {
    ku: 'نرخی داشکاندن دەبێت کەمتر بێت لە نرخی ئاسایی',
    ar: 'يجب أن يكون سعر العرض أقل من السعر العادي',
    en: 'The offer price must be below the regular price',
  },
  offer_percent_invalid: {
    ku: 'ڕێژەی داشکاندن دەبێت لە ١ تا ٩٥ بێت',
    ar: 'يجب أن تكون نسبة الخصم من ١ إلى ٩٥',
    en: 'The percentage must be from 1 to 95',
  },
  offer_change_one_kind: {
    ku: 'نرخی داشکاندن، ڕێژەی سەدی یان کۆتاییهێنان دیاری بکە، تەنها یەکێکیان',
    ar: 'حدّد سعر العرض أو النسبة المئوية أو إنهاء العرض، واحدًا فقط',
    en: 'Give an offer price, a percentage or end, only one of them',
  },
  offer_product_unknown: {
    ku: 'ئەم بەرهەمە نەدۆزرایەوە',
    ar: 'هذا المنتج غير موجود',
    en: 'This product was not found',
  },
  offers_saved: { ku: 'داشکاندنەکان پاشەکەوت کران', ar: 'تم حفظ العروض', en: 'The offers were saved' },
} satisfies Record<string, Record<Locale, string>>;
