import { Facebook, Globe, Instagram, Linkedin, MessageCircle, Send, Twitter, Youtube } from 'lucide-react';
import type { WebsiteSocial } from '@dukan/core/contract/catalogue';
import { isWebUrl, platformName } from './contact-links';

const ICONS: Record<string, typeof Globe> = {
  facebook: Facebook,
  instagram: Instagram,
  youtube: Youtube,
  twitter: Twitter,
  x: Twitter,
  linkedin: Linkedin,
  telegram: Send,
  whatsapp: MessageCircle,
};

/** The shop's social accounts: icon and name, each opening in a new tab (said to screen readers). */
export function SocialLinks({ socials, newTabText }: { socials: WebsiteSocial[]; newTabText: string }) {
  const shown = socials.filter((social) => isWebUrl(social.url));
  if (shown.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-2">
      {shown.map((social) => {
        const Icon = ICONS[social.platform.toLowerCase()] ?? Globe;
        return (
          <li key={social.id}>
            <a
              href={social.url.trim()}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1.5 hover:text-brand-700"
            >
              <Icon className="h-4 w-4" aria-hidden="true" />
              {platformName(social.platform)}
              <span className="sr-only"> {newTabText}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
