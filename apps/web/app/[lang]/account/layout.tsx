import { resolveLocale } from '@dukan/core/locales';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AccountNav } from '@/features/account/components/AccountNav';
import { getText } from '@/i18n/text';
import { TextProvider } from '@/i18n/TextProvider';

interface LayoutProps {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}

// A customer's own pages: never indexed. The session provider keeps guests out (client-side, spec §2).
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function AccountLayout({ children, params }: LayoutProps) {
  const locale = resolveLocale((await params).lang);
  const tAccount = getText(locale, 'account');
  const tPoints = getText(locale, 'points');
  const items = [
    { slug: 'profile', label: tAccount('account_nav_profile') },
    { slug: 'personal-information', label: tAccount('account_nav_personal') },
    { slug: 'security', label: tAccount('account_nav_security') },
    { slug: 'wishlist', label: tAccount('account_nav_wishlist') },
    { slug: 'order-history', label: tAccount('account_nav_orders') },
    { slug: 'reward-points', label: tPoints('points_nav') },
  ];
  return (
    <TextProvider locale={locale} namespaces={['account', 'auth']}>
      <p className="mb-4 text-sm font-medium text-stone-600">{tAccount('account_title')}</p>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-[14rem_minmax(0,1fr)]">
        <aside className="min-w-0">
          <AccountNav locale={locale} label={tAccount('account_nav_label')} items={items} />
        </aside>
        <div className="min-w-0">{children}</div>
      </div>
    </TextProvider>
  );
}
