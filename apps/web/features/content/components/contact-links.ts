// Links made from the shop's contacts and social accounts (database values): phone numbers dial, WhatsApp
// opens a chat, email writes a mail; only web addresses leave the site (spec §8 refuses script-like protocols).

export function contactHref(type: string, value: string): string | null {
  if (type === 'phone' || type === 'whatsapp') {
    const digits = value.replace(/[^\d+]/g, '');
    if (digits.replace('+', '') === '') return null;
    return type === 'whatsapp' ? `https://wa.me/${digits.replace(/^\+/, '')}` : `tel:${digits}`;
  }
  if (type === 'email') return /^[^\s@]+@[^\s@]+$/.test(value.trim()) ? `mailto:${value.trim()}` : null;
  return null;
}

export const isWebUrl = (url: string) => /^https?:\/\//i.test(url.trim());

/** Platforms write their own names their own way, in every language. */
const PLATFORM_NAMES: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  youtube: 'YouTube',
  twitter: 'X',
  x: 'X',
  linkedin: 'LinkedIn',
  snapchat: 'Snapchat',
};

export function platformName(platform: string): string {
  const key = platform.trim().toLowerCase();
  return PLATFORM_NAMES[key] ?? key.charAt(0).toUpperCase() + key.slice(1);
}
