import type { Locale } from '@dukan/core/locales';
import Link from 'next/link';
import type { Translate } from '../../lib/i18n/translator';

export interface FooterData {
  contacts: { id: number; type: string; title: string; value: string }[];
  socials: { id: number; platform: string; url: string }[];
  paymentMethods: { id: number; key: string; title: string }[];
}

function contactHref(type: string, value: string): string | null {
  if (type === 'phone' || type === 'whatsapp') {
    const digits = value.replace(/[^\d+]/g, '');
    return type === 'whatsapp' ? `https://wa.me/${digits.replace(/^\+/, '')}` : `tel:${digits}`;
  }
  if (type === 'email') return `mailto:${value}`;
  return null;
}

// Only web links leave the site from here (spec §8 refuses script-like protocols).
const isWebUrl = (url: string) => /^https?:\/\//i.test(url);

export function Footer({ locale, t, data }: { locale: Locale; t: Translate; data: FooterData }) {
  const year = String(new Date().getFullYear());
  return (
    <footer className="mt-12 border-t border-stone-200 bg-white text-sm text-stone-700">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:grid-cols-2 lg:grid-cols-4">
        <section>
          <h2 className="mb-2 font-bold text-stone-900">{t('site_name')}</h2>
          <p className="leading-relaxed">{t('footer_about')}</p>
        </section>
        <section>
          <h2 className="mb-2 font-bold text-stone-900">{t('footer_shop')}</h2>
          <ul className="space-y-1">
            <li>
              <Link href={`/${locale}/products`} className="hover:text-brand-700">
                {t('nav_products')}
              </Link>
            </li>
            <li>
              <Link href={`/${locale}/offers`} className="hover:text-brand-700">
                {t('nav_offers')}
              </Link>
            </li>
          </ul>
        </section>
        {data.contacts.length > 0 ? (
          <section>
            <h2 className="mb-2 font-bold text-stone-900">{t('footer_contact')}</h2>
            <ul className="space-y-1">
              {data.contacts.map((contact) => {
                const href = contactHref(contact.type, contact.value);
                return (
                  <li key={contact.id}>
                    <span className="text-stone-500">{contact.title}: </span>
                    {href ? (
                      <a href={href} dir="ltr" className="hover:text-brand-700">
                        {contact.value}
                      </a>
                    ) : (
                      <span>{contact.value}</span>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        ) : null}
        <section>
          {data.socials.length > 0 ? (
            <>
              <h2 className="mb-2 font-bold text-stone-900">{t('footer_follow')}</h2>
              <ul className="mb-4 flex flex-wrap gap-3">
                {data.socials
                  .filter((social) => isWebUrl(social.url))
                  .map((social) => (
                    <li key={social.id}>
                      <a
                        href={social.url}
                        rel="noopener noreferrer"
                        target="_blank"
                        className="capitalize hover:text-brand-700"
                      >
                        {social.platform}
                      </a>
                    </li>
                  ))}
              </ul>
            </>
          ) : null}
          {data.paymentMethods.length > 0 ? (
            <>
              <h2 className="mb-2 font-bold text-stone-900">{t('footer_payment')}</h2>
              <ul className="space-y-1">
                {data.paymentMethods.map((method) => (
                  <li key={method.id}>{method.title}</li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      </div>
      <p className="border-t border-stone-100 py-4 text-center text-xs text-stone-500">
        {t('footer_rights', { year })}
      </p>
    </footer>
  );
}
