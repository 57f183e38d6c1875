// The API's messages for staff accounts, sign-in, roles, API keys and the audit log, in the three languages. Merged into MESSAGES by ../messages.ts.
import type { Locale } from '@dukan/core/locales';

export const STAFF_MESSAGES = {
  staff_invalid_credentials: {
    ku: 'ئیمەیڵ یان وشەی نهێنی هەڵەیە',
    ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
    en: 'The email or password is wrong',
  },
  staff_disabled: {
    ku: 'ئەم هەژمارە ناچالاک کراوە؛ پەیوەندی بە خاوەنی فرۆشگاکەوە بکە',
    ar: 'تم تعطيل هذا الحساب؛ تواصل مع صاحب المتجر',
    en: 'This account is disabled; ask the shop owner',
  },
  staff_not_found: {
    ku: 'ئەم کارمەندە نەدۆزرایەوە',
    ar: 'هذا الموظف غير موجود',
    en: 'This staff member was not found',
  },
  staff_email_taken: {
    ku: 'کارمەندێک بەم ئیمەیڵە هەیە',
    ar: 'يوجد موظف بهذا البريد الإلكتروني',
    en: 'A staff member already uses this email',
  },
  staff_last_owner: {
    ku: 'دوا خاوەنی چالاک ناتوانرێت لابدرێت یان ناچالاک بکرێت؛ سەرەتا خاوەنێکی تر دابنێ',
    ar: 'لا يمكن تخفيض أو تعطيل آخر مالك نشط؛ عيّن مالكًا آخر أولًا',
    en: 'The last active owner cannot be demoted or disabled; make someone else an owner first',
  },
  staff_link_invalid: {
    ku: 'ئەم بەستەرە دروست نییە، بەکارهاتووە یان بەسەرچووە؛ داوای بەستەرێکی نوێ لە خاوەنی فرۆشگاکە بکە',
    ar: 'هذا الرابط غير صالح أو مستخدم أو منتهي الصلاحية؛ اطلب رابطًا جديدًا من صاحب المتجر',
    en: 'This link is not valid, was already used or has expired; ask the shop owner for a new one',
  },
  staff_password_set: {
    ku: 'وشەی نهێنییەکەت دانرا، ئێستا بچۆ ژوورەوە',
    ar: 'تم تعيين كلمة المرور، سجّل الدخول الآن',
    en: 'Your password is set; sign in now',
  },
  staff_created: {
    ku: 'کارمەندەکە زیادکرا؛ بەستەری دانانی وشەی نهێنی بۆی بنێرە',
    ar: 'تمت إضافة الموظف؛ أرسل إليه رابط تعيين كلمة المرور',
    en: 'The staff member was added; send them the link to set a password',
  },
  staff_saved: { ku: 'گۆڕانکارییەکان پاشەکەوتکران', ar: 'تم حفظ التغييرات', en: 'The changes are saved' },
  staff_signed_out_everywhere: {
    ku: 'لە هەموو ئامێرەکان دەرکرا',
    ar: 'تم تسجيل الخروج من جميع الأجهزة',
    en: 'Signed out on every device',
  },
  staff_name_too_long: {
    ku: 'ناو دەبێت ١٠٠ پیت یان کەمتر بێت',
    ar: 'يجب ألا يتجاوز الاسم ١٠٠ حرف',
    en: 'A name has at most 100 characters',
  },
  staff_text_invalid: {
    ku: 'ئەم دەقە پیتی نادروستی تێدایە',
    ar: 'يحتوي هذا النص على أحرف غير صالحة',
    en: 'This text contains characters that are not allowed',
  },
  api_key_not_found: {
    ku: 'ئەم کلیلی API یە نەدۆزرایەوە',
    ar: 'مفتاح API هذا غير موجود',
    en: 'This API key was not found',
  },
  api_key_created: {
    ku: 'کلیلەکە دروستکرا. ئێستا کۆپی بکە: جارێکی تر پیشان نادرێتەوە',
    ar: 'تم إنشاء المفتاح. انسخه الآن: لن يظهر مرة أخرى',
    en: 'The key is created. Copy it now: it will not be shown again',
  },
  api_key_revoked: { ku: 'کلیلەکە هەڵوەشێنرایەوە', ar: 'تم إلغاء المفتاح', en: 'The key is revoked' },
  api_key_name_required: { ku: 'ناوێک بۆ کلیلەکە بنووسە', ar: 'أدخل اسمًا للمفتاح', en: 'Give the key a name' },
  audit_date_invalid: {
    ku: 'ڕێکەوتەکە دروست نییە (نموونە: 2026-11-24)',
    ar: 'التاريخ غير صحيح (مثال: 2026-11-24)',
    en: 'This date is not valid (for example 2026-11-24)',
  },
  audit_date_range_invalid: {
    ku: 'ڕێکەوتی دەستپێک دەبێت پێش ڕێکەوتی کۆتایی بێت',
    ar: 'يجب أن يكون تاريخ البداية قبل تاريخ النهاية',
    en: 'The start date must come before the end date',
  },
} satisfies Record<string, Record<Locale, string>>;
