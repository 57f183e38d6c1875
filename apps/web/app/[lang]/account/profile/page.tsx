import { resolveLocale } from '@dukan/core/locales';
import type { Metadata } from 'next';
import { ProfileOverview } from '@/features/account/components/ProfileOverview';
import { WelcomeVoucher } from '@/features/account/components/WelcomeVoucher';
import { getTranslator } from '@/i18n/messages';
import { pageMetadata } from '@/lib/seo/metadata';

interface PageProps {
  params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const locale = resolveLocale((await params).lang);
  return pageMetadata({
    locale,
    path: '/account/profile',
    title: getTranslator(locale)('account_nav_profile'),
    noIndex: true,
  });
}

export default async function ProfilePage({ params }: PageProps) {
  const t = getTranslator(resolveLocale((await params).lang));
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{t('account_nav_profile')}</h1>
      <ProfileOverview />
      <WelcomeVoucher />
    </div>
  );
}
