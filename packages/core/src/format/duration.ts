// Durations a shopper watches: the payment countdown, "resend in".
import type { Locale } from '../locales';
import { localDigits } from './numbers';

/** "4:05" or "1:02:05" in the page's digits; a past deadline shows 0:00. */
export function formatCountdown(seconds: number, locale: Locale): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return localDigits(h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`, locale);
}
