import { resolveLocale } from '@dukan/core/locales';
import { MapPin } from 'lucide-react';
import { ShopLink } from '@/ui/ShopLink';
import { ContactForm } from '@/features/content/components/ContactForm';
import { ContactList } from '@/features/content/components/ContactList';
import { SocialLinks } from '@/features/content/components/SocialLinks';
import { PageBanners } from '@/features/content/components/PageBanners';
import { getContacts, getWebsiteSocials } from '@/features/catalogue/catalogue-api';
import { getShowrooms } from '@/features/content/content-api';
import { getText } from '@/i18n/text';
import { TextProvider } from '@/i18n/TextProvider';
import { publicPageMetadata } from '@/lib/seo/metadata';
import { renderedOnFirstVisit } from '@/lib/cache/pages';

interface PageProps {
  params: Promise<{ lang: string }>;
}

export const generateStaticParams = renderedOnFirstVisit;

export const generateMetadata = publicPageMetadata('contact', 'site', 'site_contact_title', 'site_contact_intro');

/** Ways to reach the shop (readable without scripts), and the leave-a-message form. */
export default async function ContactPage({ params }: PageProps) {
  const locale = resolveLocale((await params).lang);
  const tSite = getText(locale, 'site');
  const tFooter = getText(locale, 'footer');
  const tShowroom = getText(locale, 'showroom');
  const tContact = getText(locale, 'contact');
  // Each block shows what it could load; a failing call leaves its block out instead of failing the page.
  const [contacts, socials, showrooms] = await Promise.all([
    getContacts(locale),
    getWebsiteSocials(locale),
    getShowrooms(locale),
  ]);
  const contactList = contacts.ok ? contacts.data : [];
  const socialList = socials.ok ? socials.data : [];
  const showroomList = showrooms.ok ? showrooms.data : [];

  return (
    <div>
      <PageBanners locale={locale} page="contact" />
      <h1 className="text-2xl font-bold">{tSite('site_contact_title')}</h1>
      <p className="mt-1 text-stone-600">{tSite('site_contact_intro')}</p>

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-10">
        <div className="space-y-6">
          {contactList.length > 0 ? (
            <section aria-labelledby="contact-details" className="rounded-xl border border-stone-200 bg-white p-4">
              <h2 id="contact-details" className="mb-3 text-lg font-bold">
                {tSite('site_contact_details')}
              </h2>
              <ContactList contacts={contactList} withIcons />
            </section>
          ) : null}
          {socialList.length > 0 ? (
            <section aria-labelledby="contact-socials" className="rounded-xl border border-stone-200 bg-white p-4">
              <h2 id="contact-socials" className="mb-3 text-lg font-bold">
                {tFooter('footer_follow')}
              </h2>
              <SocialLinks socials={socialList} newTabText={tSite('site_social_new_tab')} />
            </section>
          ) : null}
          {showroomList.length > 0 ? (
            <section aria-labelledby="contact-showrooms" className="rounded-xl border border-stone-200 bg-white p-4">
              <h2 id="contact-showrooms" className="mb-3 text-lg font-bold">
                <ShopLink href={`/${locale}/showroom`} className="hover:text-brand-700">
                  {tShowroom('showroom_list_title')}
                </ShopLink>
              </h2>
              <ul className="space-y-2">
                {showroomList.map((showroom) => (
                  <li key={showroom.id} className="flex gap-2">
                    <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
                    <span>
                      <ShopLink
                        href={`/${locale}/showroom/${showroom.id}`}
                        className="font-medium hover:text-brand-700"
                      >
                        {showroom.name}
                      </ShopLink>
                      <span className="block text-sm text-stone-600">{showroom.address}</span>
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>

        <section
          aria-labelledby="contact-form-title"
          className="rounded-xl border border-stone-200 bg-white p-4 sm:p-6"
        >
          <h2 id="contact-form-title" className="text-lg font-bold">
            {tContact('contact_form_title')}
          </h2>
          <p className="mb-4 mt-1 text-sm text-stone-600">{tContact('contact_form_intro')}</p>
          <TextProvider locale={locale} namespaces={['contact']}>
            <ContactForm locale={locale} />
          </TextProvider>
        </section>
      </div>
    </div>
  );
}
