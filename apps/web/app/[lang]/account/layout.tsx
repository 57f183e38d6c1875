import { resolveLocale } from '@dukan/core/locales';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AccountNav } from '@/features/account/components/AccountNav';
import { AccountMessagesProvider } from '@/features/account/components/AuthMessages';
import { ACCOUNT_MESSAGE_PREFIXES, pickMessagesByPrefix, type AccountMessageKey } from '@/i18n/client-messages';
import { getMessages, getTranslator } from '@/i18n/messages';

interface LayoutProps {
  children: ReactNode;
  params: Promise<{ lang: string }>;
}

// A customer's own pages: never indexed. The session provider keeps guests out (client-side, spec §2).
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function AccountLayout({ children, params }: LayoutProps) {
  const locale = resolveLocale((await params).lang);
  const t = getTranslator(locale);
  const items = [
    { slug: 'profile', label: t('account_nav_profile') },
    { slug: 'personal-information', label: t('account_nav_personal') },
    { slug: 'security', label: t('account_nav_security') },
    { slug: 'wishlist', label: t('account_nav_wishlist') },
    { slug: 'order-history', label: t('account_nav_orders') },
    { slug: 'reward-points', label: t('points_nav') },
  ];
  return (
    <AccountMessagesProvider
      messages={pickMessagesByPrefix<AccountMessageKey>(getMessages(locale), ACCOUNT_MESSAGE_PREFIXES)}
    >
      <p className="mb-4 text-sm font-medium text-stone-600">{t('account_title')}</p>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-[14rem_minmax(0,1fr)]">
        <aside className="min-w-0">
          <AccountNav locale={locale} label={t('account_nav_label')} items={items} />
        </aside>
        <div className="min-w-0">{children}</div>
      </div>
    </AccountMessagesProvider>
  );
}
