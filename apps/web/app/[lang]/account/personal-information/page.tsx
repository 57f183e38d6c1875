import { resolveLocale } from '@dukan/core/locales';
import type { Metadata } from 'next';
import { PersonalInformationForm } from '../../../../components/account/PersonalInformationForm';
import { ProfileOverview } from '../../../../components/account/ProfileOverview';
import { getTranslator } from '../../../../lib/i18n/messages';

interface PageProps {
  params: Promise<{ lang: string }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = getTranslator(resolveLocale((await params).lang));
  return { title: t('account_personal_title') };
}

export default async function PersonalInformationPage({ params }: PageProps) {
  const t = getTranslator(resolveLocale((await params).lang));
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{t('account_personal_title')}</h1>
      <PersonalInformationForm />
      {/* Without a profile yet, the overview offers to fill it in. */}
      <ProfileOverview onlyWhenMissing />
    </div>
  );
}
