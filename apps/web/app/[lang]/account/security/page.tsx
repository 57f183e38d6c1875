import { resolveLocale } from '@dukan/core/locales';
import type { ReactNode } from 'react';
import { AccountClosure } from '@/features/account/components/AccountClosure';
import { ChangeIdentifier } from '@/features/account/components/ChangeIdentifier';
import { ChangePasswordForm } from '@/features/account/components/ChangePasswordForm';
import { getTranslator } from '@/i18n/messages';
import { privatePageMetadata } from '@/lib/seo/metadata';

interface PageProps {
  params: Promise<{ lang: string }>;
}

export const generateMetadata = privatePageMetadata('/account/security', 'account_security_title');

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default async function SecurityPage({ params }: PageProps) {
  const t = getTranslator(resolveLocale((await params).lang));
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold">{t('account_security_title')}</h1>
      <Section id="change-password" title={t('account_password_title')}>
        <ChangePasswordForm />
      </Section>
      <Section id="sign-in-details" title={t('account_identifier_title')}>
        <ChangeIdentifier />
      </Section>
      <Section id="close-account" title={t('account_danger_title')}>
        <AccountClosure />
      </Section>
    </div>
  );
}
