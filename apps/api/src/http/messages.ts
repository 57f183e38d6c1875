// The API's own messages in the three languages. The storefront shows `message` as it comes.
import { DEFAULT_LOCALE, isLocale, type Locale } from '@dukan/core/locales';
import type { FastifyRequest } from 'fastify';
import { CATALOGUE_MESSAGES } from './messages/catalogue';
import { CONTENT_MESSAGES } from './messages/content';
import { OPERATIONS_MESSAGES } from './messages/operations';
import { PLATFORM_MESSAGES } from './messages/platform';
import { SEARCH_MESSAGES } from './messages/search';
import { STAFF_MESSAGES } from './messages/staff';

const MESSAGES = {
  not_found: { ku: 'نەدۆزرایەوە', ar: 'غير موجود', en: 'Not found' },
  product_not_found: { ku: 'ئەم بەرهەمە نەدۆزرایەوە', ar: 'هذا المنتج غير موجود', en: 'This product was not found' },
  article_not_found: { ku: 'ئەم بابەتە نەدۆزرایەوە', ar: 'هذا المقال غير موجود', en: 'This article was not found' },
  showroom_not_found: {
    ku: 'ئەم پێشانگایە نەدۆزرایەوە',
    ar: 'هذا المعرض غير موجود',
    en: 'This showroom was not found',
  },
  search_unavailable: {
    ku: 'گەڕان لە ئێستادا بەردەست نییە، تکایە دواتر هەوڵ بدەرەوە',
    ar: 'البحث غير متاح حاليًا، يرجى المحاولة لاحقًا',
    en: 'Search is not available right now, please try again later',
  },
  invalid_input: {
    ku: 'زانیارییەکان دروست نین',
    ar: 'البيانات المدخلة غير صحيحة',
    en: 'The data you sent is not valid',
  },
  too_many_requests: {
    ku: 'چەندین داواکاریت ناردووە، تکایە دواتر هەوڵ بدەرەوە',
    ar: 'لقد أرسلت طلبات كثيرة، يرجى المحاولة لاحقًا',
    en: 'You have made several requests, please try again later',
  },
  server_error: {
    ku: 'هەڵەیەک ڕوویدا، تکایە دواتر هەوڵ بدەرەوە',
    ar: 'حدث خطأ، يرجى المحاولة لاحقًا',
    en: 'Something went wrong, please try again later',
  },
  unauthorized: { ku: 'پێویستە بچیتە ژوورەوە', ar: 'يجب تسجيل الدخول', en: 'You need to sign in' },
  forbidden: {
    ku: 'ڕێگەت پێنەدراوە ئەم کارە بکەیت',
    ar: 'ليس لديك صلاحية للقيام بهذا',
    en: 'You are not allowed to do this',
  },

  // ---- accounts: field errors (zod messages are these keys) ----
  identifier_type_invalid: {
    ku: 'جۆری ناسێنەر دروست نییە',
    ar: 'نوع المعرّف غير صحيح',
    en: 'Unknown identifier type',
  },
  identifier_required: {
    ku: 'ژمارەی مۆبایل یان ئیمەیڵ بنووسە',
    ar: 'أدخل رقم الهاتف أو البريد الإلكتروني',
    en: 'Enter your phone number or email',
  },
  phone_invalid: {
    ku: 'ئەم ژمارە مۆبایلە دروست نییە',
    ar: 'رقم الهاتف غير صحيح',
    en: 'This phone number is not valid',
  },
  email_invalid: {
    ku: 'ئەم ئیمەیڵە دروست نییە',
    ar: 'البريد الإلكتروني غير صحيح',
    en: 'This email address is not valid',
  },
  channel_invalid: {
    ku: 'ڕێگای ناردن دەبێت SMS یان WhatsApp بێت',
    ar: 'طريقة الإرسال يجب أن تكون SMS أو WhatsApp',
    en: 'The code can be sent by SMS or WhatsApp',
  },
  password_rule: {
    ku: 'وشەی نهێنی دەبێت ٨ پیت یان زیاتر بێت و پیت و ژمارە و هێما تێکەڵ بکات',
    ar: 'يجب أن تتكون كلمة المرور من ٨ أحرف أو أكثر وتجمع بين الحروف والأرقام والرموز',
    en: 'Use 8 or more characters mixing letters, numbers and symbols',
  },
  password_required: { ku: 'وشەی نهێنی بنووسە', ar: 'أدخل كلمة المرور', en: 'Enter your password' },
  password_confirm_mismatch: {
    ku: 'دووپاتکردنەوەی وشەی نهێنی دەبێت وەک وشەی نهێنیی نوێ بێت',
    ar: 'يجب أن يطابق تأكيد كلمة المرور كلمة المرور الجديدة',
    en: 'Your confirm password should be same the new password',
  },
  code_invalid: {
    ku: 'کۆدەکە ٦ ژمارەیە',
    ar: 'الرمز مكوّن من ٦ أرقام',
    en: 'The code has 6 digits',
  },
  verification_invalid: {
    ku: 'داواکاری پشتڕاستکردنەوە دروست نییە',
    ar: 'طلب التحقق غير صحيح',
    en: 'This verification request is not valid',
  },
  reset_token_invalid: {
    ku: 'بەستەری گۆڕینی وشەی نهێنی دروست نییە یان بەسەرچووە',
    ar: 'رابط إعادة تعيين كلمة المرور غير صالح أو منتهي الصلاحية',
    en: 'This password reset link is not valid or has expired',
  },
  sso_token_invalid: {
    ku: 'چوونەژوورەوە لە ڕێگەی ئەم هەژمارەوە سەرکەوتوو نەبوو',
    ar: 'تعذّر تسجيل الدخول بهذا الحساب',
    en: 'Signing in with this account did not work',
  },
  name_required: { ku: 'ناو بنووسە', ar: 'أدخل الاسم', en: 'Enter a name' },
  name_too_long: {
    ku: 'ناو دەبێت ٦٠ پیت یان کەمتر بێت',
    ar: 'يجب ألا يتجاوز الاسم ٦٠ حرفًا',
    en: 'A name has at most 60 characters',
  },
  name_invalid: {
    ku: 'ناو تەنها پیت لەخۆ دەگرێت',
    ar: 'يجب أن يحتوي الاسم على حروف فقط',
    en: 'A name contains letters only',
  },
  birthday_invalid: {
    ku: 'ڕێکەوتی لەدایکبوون دروست نییە',
    ar: 'تاريخ الميلاد غير صحيح',
    en: 'This birthday is not valid',
  },
  gender_invalid: { ku: 'ڕەگەز دروست نییە', ar: 'الجنس غير صحيح', en: 'Choose a gender from the list' },

  // ---- accounts: answers ----
  code_sent: {
    ku: 'کۆدی پشتڕاستکردنەوە نێردرا',
    ar: 'تم إرسال رمز التحقق',
    en: 'We sent you a verification code',
  },
  phone_taken: {
    ku: 'ئەم ژمارە مۆبایلە پێشتر بەکارهاتووە، ژمارەیەکی تر تاقی بکەرەوە',
    ar: 'رقم الهاتف هذا مستخدم بالفعل، جرّب رقمًا آخر',
    en: 'This phone number is already taken, try using another number',
  },
  email_taken: {
    ku: 'ئەم ئیمەیڵە پێشتر بەکارهاتووە، ئیمەیڵێکی تر تاقی بکەرەوە',
    ar: 'هذا البريد الإلكتروني مستخدم بالفعل، جرّب بريدًا آخر',
    en: 'This email is already taken, try using another email',
  },
  invalid_credentials: {
    ku: 'ژمارە/ئیمەیڵ یان وشەی نهێنی هەڵەیە',
    ar: 'رقم الهاتف/البريد أو كلمة المرور غير صحيحة',
    en: 'The phone number/email or password is wrong',
  },
  account_not_found: {
    ku: 'هیچ هەژمارێک بەم ژمارە یان ئیمەیڵە نییە، هەژمارێکی نوێ دروست بکە',
    ar: 'لا يوجد حساب بهذا الرقم أو البريد، أنشئ حسابًا جديدًا',
    en: 'No account uses this phone number or email; create one instead',
  },
  verification_not_found: {
    ku: 'ئەم داواکارییە بەسەرچووە، کۆدێکی نوێ داوا بکە',
    ar: 'انتهى هذا الطلب، اطلب رمزًا جديدًا',
    en: 'This request is over, ask for a new code',
  },
  code_wrong: { ku: 'کۆدەکە هەڵەیە', ar: 'الرمز غير صحيح', en: 'The code is wrong' },
  code_expired: {
    ku: 'کۆدەکە بەسەرچووە، کۆدێکی نوێ داوا بکە',
    ar: 'انتهت صلاحية الرمز، اطلب رمزًا جديدًا',
    en: 'The code has expired, ask for a new one',
  },
  code_locked: {
    ku: 'کۆدەکە چەند جار بە هەڵە نووسرا، کۆدێکی نوێ داوا بکە',
    ar: 'أُدخل الرمز خطأً عدة مرات، اطلب رمزًا جديدًا',
    en: 'The code was entered wrongly too many times, ask for a new one',
  },
  resend_too_soon: {
    ku: 'تکایە کەمێک چاوەڕێ بکە پێش ناردنەوەی کۆد',
    ar: 'يرجى الانتظار قليلًا قبل إعادة إرسال الرمز',
    en: 'Please wait a little before asking for another code',
  },
  delivery_unavailable: {
    ku: 'ناردنی کۆد بەم ڕێگایە لە ئێستادا بەردەست نییە',
    ar: 'إرسال الرمز بهذه الطريقة غير متاح حاليًا',
    en: 'Sending codes this way is not available right now',
  },
  delivery_failed: {
    ku: 'نەتوانرا کۆدەکە بنێردرێت، تکایە دووبارە هەوڵ بدەرەوە',
    ar: 'تعذّر إرسال الرمز، يرجى المحاولة مرة أخرى',
    en: 'We could not send the code, please try again',
  },
  captcha_failed: {
    ku: 'پشتڕاستکردنەوەی مرۆڤبوون سەرکەوتوو نەبوو، پەڕەکە نوێ بکەرەوە',
    ar: 'فشل التحقق من أنك لست روبوتًا، حدّث الصفحة وحاول مجددًا',
    en: 'We could not confirm you are not a robot; reload the page and try again',
  },
  registered: {
    ku: 'بەخێربێیت! هەژمارەکەت دروستکرا',
    ar: 'أهلًا بك! تم إنشاء حسابك',
    en: 'Welcome! Your account is ready',
  },
  signed_in: { ku: 'بەخێربێیتەوە', ar: 'أهلًا بعودتك', en: 'Welcome back' },
  signed_out: { ku: 'لە هەژمارەکەت چوویتە دەرەوە', ar: 'تم تسجيل الخروج', en: 'You are signed out' },
  session_expired: {
    ku: 'کاتی چوونەژوورەوەکەت تەواو بوو، دووبارە بچۆ ژوورەوە',
    ar: 'انتهت جلستك، سجّل الدخول مجددًا',
    en: 'Your session has ended, please sign in again',
  },
  password_reset_sent: {
    ku: 'ئەگەر هەژمارێک بەم ناسێنەرە هەبێت، بەستەرێکی گۆڕینی وشەی نهێنیت بۆ دەنێرین',
    ar: 'إذا كان هناك حساب بهذا المعرّف، فسنرسل إليك رابطًا لإعادة تعيين كلمة المرور',
    en: 'If an account uses this identifier, we sent it a link to reset the password',
  },
  password_reset_done: {
    ku: 'وشەی نهێنیت گۆڕدرا، ئێستا بچۆ ژوورەوە',
    ar: 'تم تغيير كلمة المرور، سجّل الدخول الآن',
    en: 'Your password is changed; sign in now',
  },
  password_updated: {
    ku: 'وشەی نهێنیت نوێکرایەوە',
    ar: 'تم تحديث كلمة المرور',
    en: 'Your password is updated',
  },
  current_password_wrong: {
    ku: 'وشەی نهێنیی ئێستا هەڵەیە',
    ar: 'كلمة المرور الحالية غير صحيحة',
    en: 'Your current password is wrong',
  },
  identifier_updated: {
    ku: 'زانیارییەکانی چوونەژوورەوەت نوێکرانەوە',
    ar: 'تم تحديث بيانات تسجيل الدخول',
    en: 'Your sign-in details are updated',
  },
  sso_unavailable: {
    ku: 'چوونەژوورەوە بەم ڕێگایە بەردەست نییە',
    ar: 'تسجيل الدخول بهذه الطريقة غير متاح',
    en: 'Signing in this way is not available',
  },
  profile_not_found: {
    ku: 'زانیارییە کەسییەکانت پڕ بکەرەوە',
    ar: 'أكمل معلوماتك الشخصية',
    en: 'Fill in your personal information',
  },
  profile_exists: {
    ku: 'زانیارییە کەسییەکانت پێشتر تۆمارکراون',
    ar: 'معلوماتك الشخصية مسجّلة بالفعل',
    en: 'Your personal information is already saved',
  },
  profile_saved: {
    ku: 'زانیارییەکانت پاشەکەوتکران',
    ar: 'تم حفظ معلوماتك',
    en: 'Your information is saved',
  },
  account_deactivated: {
    ku: 'هەژمارەکەت ناچالاک کرا؛ بە چوونەژوورەوەی نوێ چالاک دەبێتەوە',
    ar: 'تم تعطيل حسابك؛ يعود للعمل عند تسجيل دخول جديد',
    en: 'Your account is deactivated; signing in again reactivates it',
  },
  account_deleted: {
    ku: 'هەژمارەکەت و زانیارییە کەسییەکانت سڕانەوە',
    ar: 'تم حذف حسابك وبياناتك الشخصية',
    en: 'Your account and personal data are deleted',
  },
  welcome_voucher: {
    ku: 'کۆدی داشکاندنی بەخێرهاتنت ئامادەیە',
    ar: 'قسيمة الترحيب الخاصة بك جاهزة',
    en: 'Your welcome voucher is ready',
  },

  // ---- cart and wishlist ----
  product_invalid: { ku: 'بەرهەمەکە دروست نییە', ar: 'المنتج غير صحيح', en: 'This product is not valid' },
  quantity_negative: {
    ku: 'بڕ ناتوانێت لە سفر کەمتر بێت',
    ar: 'لا يمكن أن تكون الكمية أقل من صفر',
    en: 'Quantity could be less than zero',
  },
  quantity_limit: {
    ku: 'گەیشتیتە سنووری بڕ',
    ar: 'لقد وصلت إلى الحد الأقصى للكمية',
    en: 'You reached the quantity limit',
  },
  product_sold_out: {
    ku: 'ئەم بەرهەمە نەماوە',
    ar: 'هذا المنتج غير متوفر حاليًا',
    en: 'This product is sold out',
  },
  basket_full: {
    ku: 'لیستەکەت پڕە؛ هەندێک بەرهەم لاببە پێش زیادکردنی نوێ',
    ar: 'القائمة ممتلئة؛ أزل بعض المنتجات قبل إضافة غيرها',
    en: 'Your list is full; remove something before adding more',
  },
  cart_item_not_found: {
    ku: 'ئەم بەرهەمە لە سەبەتەکەتدا نییە',
    ar: 'هذا المنتج ليس في سلتك',
    en: 'This product is not in your cart',
  },
  wishlist_item_not_found: {
    ku: 'ئەم بەرهەمە لە لیستی دڵخوازەکانتدا نییە',
    ar: 'هذا المنتج ليس في قائمة أمنياتك',
    en: 'This product is not in your wishlist',
  },
  added: { ku: 'بە سەرکەوتوویی زیادکرا', ar: 'تمت الإضافة بنجاح', en: 'Added successfully' },
  removed: { ku: 'بە سەرکەوتوویی لابرا', ar: 'تمت الإزالة بنجاح', en: 'Removed successfully' },
  cart_cleared: { ku: 'سەبەتەکەت بەتاڵ کرا', ar: 'تم إفراغ السلة', en: 'Your cart is empty now' },
  wishlist_cleared: {
    ku: 'لیستی دڵخوازەکانت بەتاڵ کرا',
    ar: 'تم إفراغ قائمة الأمنيات',
    en: 'Your wishlist is empty now',
  },

  // ---- checkout, vouchers, orders, payment ----
  voucher_required: { ku: 'کۆدی داشکاندن بنووسە', ar: 'أدخل رمز القسيمة', en: 'Enter a voucher code' },
  voucher_not_found: {
    ku: 'ئەم کۆدی داشکاندنە دروست نییە',
    ar: 'رمز القسيمة غير صحيح',
    en: 'This voucher code is not valid',
  },
  voucher_not_started: {
    ku: 'ئەم کۆدی داشکاندنە هێشتا دەستی پێنەکردووە',
    ar: 'هذه القسيمة لم تبدأ بعد',
    en: 'This voucher is not valid yet',
  },
  voucher_expired: {
    ku: 'ماوەی ئەم کۆدی داشکاندنە تەواو بووە',
    ar: 'انتهت صلاحية هذه القسيمة',
    en: 'This voucher has expired',
  },
  voucher_used_up: {
    ku: 'ئەم کۆدی داشکاندنە بە تەواوی بەکارهاتووە',
    ar: 'تم استخدام هذه القسيمة بالكامل',
    en: 'This voucher has been used up',
  },
  voucher_already_used: {
    ku: 'پێشتر ئەم کۆدی داشکاندنەت بەکارهێناوە',
    ar: 'لقد استخدمت هذه القسيمة من قبل',
    en: 'You have already used this voucher',
  },
  voucher_not_for_cart: {
    ku: 'ئەم کۆدی داشکاندنە بۆ بەرهەمەکانی سەبەتەکەت نییە',
    ar: 'هذه القسيمة لا تنطبق على منتجات سلتك',
    en: 'This voucher does not apply to the products in your cart',
  },
  voucher_min_subtotal: {
    ku: 'کۆی سەبەتەکەت کەمترە لە کەمترین بڕی ئەم کۆدی داشکاندنە',
    ar: 'مجموع سلتك أقل من الحد الأدنى لهذه القسيمة',
    en: 'Your cart total is below this voucher’s minimum',
  },
  voucher_applied: { ku: 'کۆدی داشکاندن جێبەجێ کرا', ar: 'تم تطبيق القسيمة', en: 'The voucher was applied' },
  cart_empty: { ku: 'سەبەتەکەت بەتاڵە', ar: 'سلتك فارغة', en: 'Your cart is empty' },
  address_required: { ku: 'ناونیشانەکەت بنووسە', ar: 'أدخل عنوانك', en: 'Enter your address' },
  address_too_long: { ku: 'ناونیشانەکە زۆر درێژە', ar: 'العنوان طويل جدًا', en: 'The address is too long' },
  notes_too_long: { ku: 'تێبینییەکان زۆر درێژن', ar: 'الملاحظات طويلة جدًا', en: 'The notes are too long' },
  city_required: { ku: 'شارەکەت هەڵبژێرە', ar: 'اختر مدينتك', en: 'Choose your city' },
  location_required: {
    ku: 'تکایە شوێنەکەت لەسەر نەخشە دیاری بکە',
    ar: 'من فضلك، حدد موقعك على الخريطة',
    en: 'Please, select your location on map',
  },
  location_outside: {
    ku: 'ئەم شوێنە لە ناوچەی گەیاندنی ئێمە نییە؛ شوێنێک لە عێراق هەڵبژێرە',
    ar: 'هذا الموقع خارج منطقة التوصيل؛ اختر موقعًا داخل العراق',
    en: 'This location is outside our delivery area; pick a place in Iraq',
  },
  payment_method_required: {
    ku: 'تکایە شێوازی پارەدان هەڵبژێرە',
    ar: 'من فضلك، اختر طريقة الدفع',
    en: 'Please, select your payment method',
  },
  payment_method_unavailable: {
    ku: 'ئەم شێوازی پارەدانە لە ئێستادا بەردەست نییە',
    ar: 'طريقة الدفع هذه غير متاحة حاليًا',
    en: 'This payment method is not available right now',
  },
  terms_required: {
    ku: 'تکایە سەرەتا سیاسەتی تایبەتێتی و مەرج و ڕێساکان قبووڵ بکە',
    ar: 'يرجى الموافقة على سياسة الخصوصية والشروط والأحكام أولًا',
    en: 'Please, Accept the policy and terms condition first',
  },
  points_invalid: {
    ku: 'ژمارەی خاڵەکان دروست نییە',
    ar: 'عدد النقاط غير صحيح',
    en: 'The number of points is not valid',
  },
  points_too_many: {
    ku: 'ئەوەندە خاڵت نییە، یان لە سنووری ئەم داواکارییە زیاترە',
    ar: 'ليس لديك هذا العدد من النقاط، أو يتجاوز حد هذا الطلب',
    en: 'You do not have that many points, or they exceed this order’s limit',
  },
  idempotency_key_invalid: {
    ku: 'کلیلی دووبارەنەبوونەوە دروست نییە',
    ar: 'مفتاح عدم التكرار غير صالح',
    en: 'The Idempotency-Key header is not valid',
  },
  idempotency_key_reused: {
    ku: 'ئەم داواکارییە پێشتر بە زانیاریی جیاواز نێردراوە',
    ar: 'تم إرسال هذا الطلب من قبل ببيانات مختلفة',
    en: 'This request was already sent with different details',
  },
  order_out_of_stock: {
    ku: 'ببورە، هەندێک بەرهەمی سەبەتەکەت بەو بڕە نەماوە؛ سەبەتەکەت نوێ بکەرەوە',
    ar: 'عذرًا، بعض منتجات سلتك لم تعد متوفرة بهذه الكمية؛ حدّث سلتك',
    en: 'Sorry, some products in your cart are no longer available in that quantity; please update your cart',
  },
  order_placed: { ku: 'داواکارییەکەت تۆمار کرا', ar: 'تم تسجيل طلبك', en: 'Your order has been placed' },
  order_not_found: { ku: 'ئەم داواکارییە نەدۆزرایەوە', ar: 'هذا الطلب غير موجود', en: 'This order was not found' },
  order_cannot_cancel: {
    ku: 'ئەم داواکارییە ناتوانرێت هەڵبوەشێنرێتەوە',
    ar: 'لا يمكن إلغاء هذا الطلب',
    en: 'This order can no longer be cancelled',
  },
  order_cancelled: { ku: 'داواکارییەکەت هەڵوەشێنرایەوە', ar: 'تم إلغاء طلبك', en: 'Your order has been cancelled' },
  order_event_refused: {
    ku: 'ئەم گۆڕانکارییە بۆ دۆخی ئێستای داواکارییەکە ڕێگەپێدراو نییە',
    ar: 'هذا التغيير غير مسموح في حالة الطلب الحالية',
    en: 'This change is not allowed in the order’s current state',
  },
  order_updated: { ku: 'داواکارییەکە نوێ کرایەوە', ar: 'تم تحديث الطلب', en: 'The order was updated' },
  payment_unavailable: {
    ku: 'پەیوەندی بە بانکەوە نەکرا؛ داواکارییەکەت پارێزراوە، دواتر هەوڵ بدەرەوە',
    ar: 'تعذر الاتصال بالمصرف؛ طلبك محفوظ، حاول مرة أخرى لاحقًا',
    en: 'The bank could not be reached; your order is kept, please try again later',
  },
  payment_not_found: { ku: 'ئەم پارەدانە نەدۆزرایەوە', ar: 'هذه الدفعة غير موجودة', en: 'This payment was not found' },

  // ---- contact form, site pages ----
  contact_name_required: { ku: 'ناوت بنووسە', ar: 'أدخل اسمك', en: 'Enter your name' },
  contact_name_too_long: {
    ku: 'ناو دەبێت ١٠٠ پیت یان کەمتر بێت',
    ar: 'يجب ألا يتجاوز الاسم ١٠٠ حرف',
    en: 'A name has at most 100 characters',
  },
  contact_subject_required: { ku: 'بابەتی نامەکە بنووسە', ar: 'أدخل موضوع الرسالة', en: 'Enter a subject' },
  contact_subject_too_long: {
    ku: 'بابەت دەبێت ١٥٠ پیت یان کەمتر بێت',
    ar: 'يجب ألا يتجاوز الموضوع ١٥٠ حرفًا',
    en: 'A subject has at most 150 characters',
  },
  contact_message_required: { ku: 'نامەکەت بنووسە', ar: 'اكتب رسالتك', en: 'Write your message' },
  contact_message_too_long: {
    ku: 'نامە دەبێت ٥٬٠٠٠ پیت یان کەمتر بێت',
    ar: 'يجب ألا تتجاوز الرسالة ٥٬٠٠٠ حرف',
    en: 'A message has at most 5,000 characters',
  },
  contact_reach_required: {
    ku: 'ژمارەی مۆبایل یان ئیمەیڵێک بنووسە بۆ ئەوەی وەڵامت بدەینەوە',
    ar: 'أدخل رقم هاتف أو بريدًا إلكترونيًا لنتمكن من الرد عليك',
    en: 'Enter a phone number or an email so we can answer you',
  },
  contact_sent: {
    ku: 'سوپاس، نامەکەت نێردرا. بەم زووانە وەڵامت دەدەینەوە.',
    ar: 'شكرًا لك، تم إرسال رسالتك. سنرد عليك قريبًا.',
    en: 'Thank you, your message has been sent. We will answer soon.',
  },
  contact_message_not_found: {
    ku: 'ئەم نامەیە نەدۆزرایەوە',
    ar: 'هذه الرسالة غير موجودة',
    en: 'This message was not found',
  },
  contact_message_handled: {
    ku: 'نامەکە وەک وەڵامدراوە نیشانە کرا',
    ar: 'تم تعليم الرسالة كمُعالَجة',
    en: 'The message is marked as handled',
  },
  page_not_found: { ku: 'ئەم پەڕەیە نەدۆزرایەوە', ar: 'هذه الصفحة غير موجودة', en: 'This page was not found' },
  page_saved: { ku: 'پەڕەکە پاشەکەوت کرا', ar: 'تم حفظ الصفحة', en: 'The page is saved' },

  // Each back-office domain keeps its messages in its own file under messages/.
  ...STAFF_MESSAGES,
  ...CATALOGUE_MESSAGES,
  ...OPERATIONS_MESSAGES,
  ...CONTENT_MESSAGES,
  ...SEARCH_MESSAGES,
  ...PLATFORM_MESSAGES,
} satisfies Record<string, Record<Locale, string>>;

export type ApiMessageKey = keyof typeof MESSAGES;

export function translateApiMessage(key: ApiMessageKey, locale: Locale): string {
  return MESSAGES[key][locale];
}

export function isApiMessageKey(value: string): value is ApiMessageKey {
  return Object.hasOwn(MESSAGES, value);
}

/** A message in the language the request asked for. */
export function messageFor(request: FastifyRequest, key: ApiMessageKey): string {
  return translateApiMessage(key, localeOfRequest(request));
}

/** The locale a request asked for: `/api/{locale}/…`, then `?lang=`, then the default. */
export function localeOfRequest(request: FastifyRequest): Locale {
  const fromPath = /^\/(?:api|auth)\/(ku|ar|en)(?:\/|$)/.exec(request.url)?.[1];
  if (fromPath) return fromPath as Locale;
  const lang = (request.query as Record<string, unknown> | undefined)?.lang;
  return typeof lang === 'string' && isLocale(lang) ? lang : DEFAULT_LOCALE;
}
