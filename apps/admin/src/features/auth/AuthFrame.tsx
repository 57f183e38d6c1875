import type { ReactNode } from 'react';
import { LanguageSwitch } from '../../app/Layout';
import { useText } from '../../i18n/I18nProvider';

/** The page around sign-in and set-password: the shop's name, the language switch, one card. */
export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  const t = useText('common');
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-4 p-4">
      <LanguageSwitch />
      <main className="w-full max-w-md rounded-lg border border-stone-300 bg-white p-6 shadow-sm">
        <p className="text-sm text-stone-700">{t('app_name')}</p>
        <h1 className="mb-4 text-2xl font-bold">{title}</h1>
        {children}
      </main>
    </div>
  );
}
