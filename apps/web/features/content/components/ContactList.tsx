import type { Contact } from '@dukan/core/contract/catalogue';
import { Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { contactHref } from './contact-links';

const ICONS: Record<string, typeof Phone> = { phone: Phone, whatsapp: MessageCircle, email: Mail, address: MapPin };

/** The shop's contacts with their titles; numbers and addresses read left to right in every language. */
export function ContactList({ contacts, withIcons = false }: { contacts: Contact[]; withIcons?: boolean }) {
  if (contacts.length === 0) return null;
  return (
    <ul className="space-y-2">
      {contacts.map((contact) => {
        const href = contactHref(contact.type, contact.value);
        const Icon = ICONS[contact.type];
        // Numbers and email addresses read left to right; a written address in whichever script it is written.
        const latin = contact.type === 'phone' || contact.type === 'whatsapp' || contact.type === 'email';
        const dir = latin ? 'ltr' : 'auto';
        return (
          <li key={contact.id} className="flex gap-2">
            {withIcons && Icon ? <Icon className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" /> : null}
            <span>
              <span className="text-stone-500">{contact.title}: </span>
              {href ? (
                <a
                  href={href}
                  dir={dir}
                  className="font-medium hover:text-brand-700"
                  {...(contact.type === 'whatsapp' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {contact.value}
                </a>
              ) : (
                <span className="font-medium" dir={dir}>
                  {contact.value}
                </span>
              )}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
