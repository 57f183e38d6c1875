import { resolveLocale } from '@dukan/core/locales';
import { PersonalInformationForm } from '@/features/account/components/PersonalInformationForm';
import { ProfileOverview } from '@/features/account/components/ProfileOverview';
import { getText } from '@/i18n/text';
import { privatePageMetadata } from '@/lib/seo/metadata';

interface PageProps {
  params: Promise<{ lang: string }>;
}

export const generateMetadata = privatePageMetadata(
  '/account/personal-information',
  'account',
  'account_personal_title',
);

export default async function PersonalInformationPage({ params }: PageProps) {
  const tAccount = getText(resolveLocale((await params).lang), 'account');
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{tAccount('account_personal_title')}</h1>
      <PersonalInformationForm />
      {/* Without a profile yet, the overview offers to fill it in. */}
      <ProfileOverview onlyWhenMissing />
    </div>
  );
}
