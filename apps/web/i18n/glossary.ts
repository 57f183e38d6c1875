// The shop's words: one Sorani and one Arabic term for each thing the shop names, and the variants that crept
// in before (docs/glossary.md explains the choices). glossary.test.ts fails when a storefront or API message
// uses a variant, and when a message that names the thing does not use the term.
import type { MessageKey } from './translator';

export interface GlossaryEntry {
  concept: string;
  en: string;
  ku: string;
  ar: string;
  /** Variants a message must not use: other words for the concept, misspellings, literal translations. */
  avoid: { ku: readonly (string | RegExp)[]; ar: readonly (string | RegExp)[] };
  /** Storefront messages that name the concept, so must contain the term or one of its `forms`. */
  keys?: readonly MessageKey[];
  /** Declined forms that count as the term (plural, possessive): «خاڵەکانی پاداشت», «معارضنا». */
  forms?: { ku?: readonly string[]; ar?: readonly string[] };
}

export const GLOSSARY: readonly GlossaryEntry[] = [
  {
    concept: 'wishlist',
    en: 'wishlist',
    ku: 'لیستی دڵخوازەکان',
    ar: 'قائمة الأمنيات',
    avoid: { ku: ['لیستی حەز', 'لیستی ئارەزوو', 'لیستی دڵخواز '], ar: ['الرغبات', 'رغباتك', 'المفضلة'] },
    keys: ['account_nav_wishlist', 'account_wishlist_title', 'basket_wishlist_add', 'wishlist_clear'],
  },
  {
    concept: 'cart',
    en: 'cart',
    ku: 'سەبەتە',
    ar: 'السلة',
    avoid: { ku: ['عەرەبانە'], ar: ['عربة'] },
    keys: ['cart_link', 'basket_add_to_cart', 'checkout_back_to_cart'],
  },
  {
    concept: 'privacy policy',
    en: 'privacy policy',
    ku: 'سیاسەتی تایبەتێتی',
    ar: 'سياسة الخصوصية',
    // «تایبەتمەندی» is "specification" (the product page's word), not privacy.
    avoid: {
      ku: ['سیاسەتی تایبەتمەندی', 'سیاسەتی پاراستنی زانیاری', 'سیاسەتی نهێنی'],
      ar: ['سياسة السرية', 'سياسة حماية'],
    },
    keys: ['site_privacy_policy_title', 'checkout_terms', 'checkout_error_terms_required'],
  },
  {
    concept: 'terms and conditions',
    en: 'terms and conditions',
    ku: 'مەرج و ڕێساکان',
    ar: 'الشروط والأحكام',
    avoid: { ku: ['مەرجەکانی فرۆشتن', 'مەرج و یاساکان', 'مەرجەکانی بەکارهێنان'], ar: ['شروط البيع', 'شروط الاستخدام'] },
    keys: ['site_terms_title', 'checkout_terms', 'checkout_error_terms_required'],
  },
  {
    concept: 'quantity',
    en: 'quantity',
    ku: 'بڕ',
    ar: 'الكمية',
    // «ژمارە» is a number (a phone number, an order number), not how many.
    avoid: { ku: [/^ژمارە:/, 'ژمارەی دانە'], ar: [/^العدد:/] },
    keys: ['basket_quantity', 'checkout_item_quantity', 'basket_decrease'],
  },
  {
    concept: 'order',
    en: 'order',
    ku: 'داواکاری',
    ar: 'الطلب',
    avoid: { ku: ['ئۆردەر', 'فەرمان'], ar: ['الأوردر', 'طلبية'] },
    keys: ['order_number', 'account_nav_orders', 'order_cancel'],
  },
  {
    concept: 'checkout',
    en: 'checkout',
    ku: 'تەواوکردنی کڕین',
    ar: 'إتمام الشراء',
    avoid: { ku: ['تەواوکردنی داواکاری', 'چێک ئاوت'], ar: ['إتمام الطلب', 'الدفع والخروج'] },
    keys: ['checkout_title', 'cart_checkout', 'cart_delivery_note'],
  },
  {
    concept: 'voucher',
    en: 'voucher',
    ku: 'کۆدی داشکاندن',
    ar: 'القسيمة',
    avoid: { ku: ['کوپۆن', 'ڤاوچەر', 'کووپۆن'], ar: ['كوبون', 'الكوبون', 'فاوتشر'] },
    keys: ['cart_voucher_label', 'checkout_voucher', 'account_voucher_title'],
  },
  {
    concept: 'reward points',
    en: 'reward points',
    ku: 'خاڵی پاداشت',
    ar: 'نقاط المكافأة',
    avoid: { ku: ['پۆینت', 'نمرەی'], ar: ['نقاط الولاء', 'بوينت'] },
    keys: ['points_title', 'checkout_points'],
    forms: { ku: ['خاڵەکانی پاداشت'] },
  },
  {
    concept: 'delivery',
    en: 'delivery',
    ku: 'گەیاندن',
    ar: 'التوصيل',
    avoid: { ku: ['دلیڤەری', 'ناردنی کاڵا'], ar: ['الشحن', 'التسليم'] },
    keys: ['checkout_delivery_title', 'order_delivery_price'],
  },
  {
    concept: 'cash on delivery',
    en: 'cash on delivery',
    // On receiving the order, as Arabic says it and as the shop's payment methods are named.
    ku: 'پارەدان لە کاتی وەرگرتن',
    ar: 'الدفع عند الاستلام',
    avoid: { ku: ['پارەدان لە کاتی گەیاندن', 'کاش ئۆن'], ar: ['الدفع نقدا عند التوصيل'] },
    keys: ['payment_method_cod'],
  },
  {
    concept: 'product',
    en: 'product',
    ku: 'بەرهەم',
    ar: 'المنتج',
    avoid: { ku: ['کاڵا', 'پرۆدەکت'], ar: ['البضاعة', 'السلعة'] },
    keys: ['nav_products', 'product_gallery_label'],
  },
  {
    concept: 'category',
    en: 'category',
    ku: 'پۆل',
    ar: 'الفئة',
    avoid: { ku: ['کاتیگۆری', 'هاوپۆل'], ar: ['التصنيف', 'الصنف'] },
    keys: ['filter_category', 'categories_title'],
    forms: { ar: ['الفئات'] },
  },
  {
    concept: 'brand',
    en: 'brand',
    ku: 'براند',
    ar: 'العلامة التجارية',
    avoid: { ku: ['مارکە'], ar: ['الماركة', 'ماركة'] },
    keys: ['product_brand', 'filter_brand'],
  },
  {
    concept: 'showroom',
    en: 'showroom',
    ku: 'پێشانگا',
    ar: 'المعرض',
    avoid: { ku: ['شۆڕووم', 'شۆڕوم', 'نمایشگا'], ar: ['صالة العرض', 'الشوروم'] },
    keys: ['showroom_list_title', 'site_contact_intro'],
    forms: { ar: ['معارض'] },
  },
  {
    concept: 'account',
    en: 'account',
    ku: 'هەژمار',
    ar: 'الحساب',
    avoid: { ku: ['ئەکاونت', 'حیساب'], ar: ['الأكاونت'] },
    keys: ['session_my_account', 'account_title', 'account_delete'],
  },
  {
    concept: 'password',
    en: 'password',
    ku: 'وشەی نهێنی',
    ar: 'كلمة المرور',
    avoid: { ku: ['پاسۆرد', 'وشەی تێپەڕ', 'تێپەڕەوشە'], ar: ['كلمة السر', 'الباسورد'] },
    keys: ['auth_password_label', 'account_password_title'],
  },
  {
    concept: 'sign in',
    en: 'sign in',
    ku: 'چوونەژوورەوە',
    ar: 'تسجيل الدخول',
    avoid: { ku: ['لۆگین', 'داخڵبوون'], ar: ['الولوج'] },
    keys: ['session_sign_in', 'auth_back_to_login'],
  },
  {
    concept: 'security (account page)',
    en: 'security',
    ku: 'ئاسایش',
    ar: 'الأمان',
    // «پاراستن» is protecting or keeping something, not the security of an account.
    avoid: { ku: [/^پاراستن$/], ar: [/^الحماية$/] },
    keys: ['account_nav_security', 'account_security_title'],
  },
  {
    concept: 'discount',
    en: 'discount',
    ku: 'داشکاندن',
    ar: 'الخصم',
    avoid: { ku: ['تەخفیف', 'تخفیف'], ar: ['التنزيلات'] },
    keys: ['cart_discount', 'order_discount', 'sort_discount'],
  },
  {
    concept: 'leave a message (contact form)',
    en: 'leave a message',
    ku: 'نامەیەکمان بۆ بنێرە',
    ar: 'اترك رسالة',
    // «بەجێبهێڵە» is a word-for-word "leave behind".
    avoid: { ku: ['بەجێبهێڵە'], ar: [] },
    keys: ['contact_form_title'],
  },
  {
    concept: 'spelling',
    en: '(words written apart or together)',
    ku: 'بەردەوام بە',
    ar: '',
    // The imperative of «بەردەوام بوون» keeps its space; «قبووڵ» has two و.
    avoid: { ku: ['بەردەوامبە', 'قبوڵ'], ar: [] },
  },
];
