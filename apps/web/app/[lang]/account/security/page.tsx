import { resolveLocale } from '@dukan/core/locales';
import type { ReactNode } from 'react';
import { AccountClosure } from '@/features/account/components/AccountClosure';
import { ChangeIdentifier } from '@/features/account/components/ChangeIdentifier';
import { ChangePasswordForm } from '@/features/account/components/ChangePasswordForm';
import { getText } from '@/i18n/text';
import { privatePageMetadata } from '@/lib/seo/metadata';

interface PageProps {
  params: Promise<{ lang: string }>;
}

export const generateMetadata = privatePageMetadata('/account/security', 'account', 'account_security_title');

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
  const tAccount = getText(resolveLocale((await params).lang), 'account');
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold">{tAccount('account_security_title')}</h1>
      <Section id="change-password" title={tAccount('account_password_title')}>
        <ChangePasswordForm />
      </Section>
      <Section id="sign-in-details" title={tAccount('account_identifier_title')}>
        <ChangeIdentifier />
      </Section>
      <Section id="close-account" title={tAccount('account_danger_title')}>
        <AccountClosure />
      </Section>
    </div>
  );
}
