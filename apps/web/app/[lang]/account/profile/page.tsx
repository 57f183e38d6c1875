import { resolveLocale } from '@dukan/core/locales';
import { ProfileOverview } from '@/features/account/components/ProfileOverview';
import { WelcomeVoucher } from '@/features/account/components/WelcomeVoucher';
import { getText } from '@/i18n/text';
import { privatePageMetadata } from '@/lib/seo/metadata';

interface PageProps {
  params: Promise<{ lang: string }>;
}

export const generateMetadata = privatePageMetadata('/account/profile', 'account', 'account_nav_profile');

export default async function ProfilePage({ params }: PageProps) {
  const tAccount = getText(resolveLocale((await params).lang), 'account');
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{tAccount('account_nav_profile')}</h1>
      <ProfileOverview />
      <WelcomeVoucher />
    </div>
  );
}
