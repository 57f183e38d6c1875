// The texts of what the back office emails staff: the sign-in code and the link to choose a password.
import type { Locale } from '@dukan/core/locales';

const CODE_TEXTS: Record<Locale, (code: string) => string> = {
  ku: (code) => `کۆدی چوونەژوورەوە بۆ بەشی بەڕێوەبردنی دوکان: ${code}`,
  ar: (code) => `رمز تسجيل الدخول إلى لوحة إدارة دكان: ${code}`,
  en: (code) => `Your Dukan back office sign-in code: ${code}`,
};

const NOT_YOU: Record<Locale, string> = {
  ku: 'ئەگەر تۆ هەوڵی چوونەژوورەوەت نەداوە، خاوەنی فرۆشگاکە ئاگادار بکەرەوە.',
  ar: 'إذا لم تحاول تسجيل الدخول فأبلغ صاحب المتجر.',
  en: 'If you did not try to sign in, tell the shop owner.',
};

export function staffCodeText(locale: Locale, code: string): string {
  return `${CODE_TEXTS[locale](code)}\n${NOT_YOU[locale]}`;
}

const LINK_TEXTS: Record<Locale, (link: string, hours: number) => string> = {
  ku: (link, hours) =>
    `هەژمارێکت لە بەشی بەڕێوەبردنی دوکان بۆ دروستکرا. بۆ دانانی وشەی نهێنی ئەم بەستەرە بکەرەوە (${hours} کاتژمێر کار دەکات): ${link}`,
  ar: (link, hours) =>
    `تم إنشاء حساب لك في لوحة إدارة دكان. لتعيين كلمة المرور افتح هذا الرابط (صالح ${hours} ساعة): ${link}`,
  en: (link, hours) =>
    `You have an account in the Dukan back office. To choose your password, open this link (valid for ${hours} hours): ${link}`,
};

export function setPasswordLinkText(locale: Locale, link: string, hours: number): string {
  return LINK_TEXTS[locale](link, hours);
}
