// A social account's form values and the body `/api/admin/socials` takes: the network and an https link.
import { SOCIAL_PLATFORMS, type SocialView } from '@dukan/core/contract/admin-content';
import { api, type Envelope } from '../../lib/api';

type Said<T> = Envelope<T> & { message?: string };
export const listSocials = async () => (await api.get<Envelope<SocialView[]>>('/api/admin/socials')).data;
export const readSocial = async (id: string) => (await api.get<Envelope<SocialView>>(`/api/admin/socials/${id}`)).data;
export const createSocial = (body: unknown) => api.post<Said<SocialView>>('/api/admin/socials', body);
export const updateSocial = (id: string | number, body: unknown) =>
  api.patch<Said<SocialView>>(`/api/admin/socials/${id}`, body);
export const deleteSocial = (id: number) => api.delete<{ message?: string }>(`/api/admin/socials/${id}`);

/** Networks are brand names, written the same way in every language. */
export const PLATFORM_NAMES: Record<(typeof SOCIAL_PLATFORMS)[number], string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  youtube: 'YouTube',
  x: 'X',
  snapchat: 'Snapchat',
  linkedin: 'LinkedIn',
};
export const platformName = (platform: string) => PLATFORM_NAMES[platform as keyof typeof PLATFORM_NAMES] ?? platform;

export interface SocialForm {
  platform: string;
  url: string;
}
export const SOCIAL_FIELDS = ['platform', 'url'];

export const toSocialBody = (v: SocialForm) => ({ platform: v.platform, url: v.url.trim() });

export const socialFormOf = (social: SocialView | undefined): SocialForm =>
  social ? { platform: social.platform, url: social.url } : { platform: SOCIAL_PLATFORMS[0], url: '' };
