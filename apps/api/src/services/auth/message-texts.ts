// The texts of codes and reset links, in the recipient's language. Short: an SMS segment in Arabic
// script holds 70 characters, and every extra segment costs the shop money.
import type { Locale } from '@dukan/core/locales';
import type { MessagePurpose } from '../../adapters/messaging/types';

const CODE_TEXTS: Record<Exclude<MessagePurpose, 'reset_password'>, Record<Locale, (code: string) => string>> = {
  register: {
    ku: (code) => `کۆدی دروستکردنی هەژمار لە دوکان: ${code}`,
    ar: (code) => `رمز إنشاء حسابك في دكان: ${code}`,
    en: (code) => `Your Dukan sign-up code: ${code}`,
  },
  login: {
    ku: (code) => `کۆدی چوونەژوورەوە بۆ دوکان: ${code}`,
    ar: (code) => `رمز تسجيل الدخول إلى دكان: ${code}`,
    en: (code) => `Your Dukan sign-in code: ${code}`,
  },
  update_identifier: {
    ku: (code) => `کۆدی گۆڕینی زانیاری چوونەژوورەوە لە دوکان: ${code}`,
    ar: (code) => `رمز تغيير بيانات الدخول في دكان: ${code}`,
    en: (code) => `Your Dukan code to change sign-in details: ${code}`,
  },
};

const NOT_YOU: Record<Locale, string> = {
  ku: 'ئەگەر تۆ داوات نەکردووە، ئەم نامەیە پشتگوێ بخە.',
  ar: 'إذا لم تطلب ذلك فتجاهل هذه الرسالة.',
  en: 'If this was not you, ignore this message.',
};

export function codeMessageText(purpose: Exclude<MessagePurpose, 'reset_password'>, locale: Locale, code: string) {
  return `${CODE_TEXTS[purpose][locale](code)}\n${NOT_YOU[locale]}`;
}

const RESET_TEXTS: Record<Locale, (link: string) => string> = {
  ku: (link) => `بۆ دانانی وشەی نهێنیی نوێ لە دوکان ئەم بەستەرە بکەرەوە (٣٠ خولەک کار دەکات): ${link}`,
  ar: (link) => `لتعيين كلمة مرور جديدة في دكان افتح هذا الرابط (صالح ٣٠ دقيقة): ${link}`,
  en: (link) => `To choose a new Dukan password, open this link (valid for 30 minutes): ${link}`,
};

export function resetMessageText(locale: Locale, link: string) {
  return `${RESET_TEXTS[locale](link)}\n${NOT_YOU[locale]}`;
}
