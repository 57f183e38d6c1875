import { resolveLocale } from '@dukan/core/locales';
import type { Metadata } from 'next';
import { ProfileOverview } from '../../../../components/account/ProfileOverview';
import { WelcomeVoucher } from '../../../../components/account/WelcomeVoucher';
import { getTranslator } from '../../../../lib/i18n/messages';

interface PageProps {
  params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = getTranslator(resolveLocale((await params).lang));
  return { title: t('account_nav_profile') };
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
