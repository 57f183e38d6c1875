import { resolveLocale } from '@dukan/core/locales';
import type { ReactNode } from 'react';
import type { KeyOf, Namespace } from '@/i18n/namespaces';
import { getText } from '@/i18n/text';
import { TextProvider } from '@/i18n/TextProvider';
import { ORDER_NAMESPACES } from '@/features/orders/order-texts';

/**
 * An account page about the customer's orders (order history, reward points): its title, then the client
 * component that loads the data in the browser with the order texts it reads.
 */
export async function OrderAccountPage<N extends Namespace>({
  params,
  namespace,
  titleKey,
  children,
}: {
  params: Promise<{ lang: string }>;
  namespace: N;
  titleKey: KeyOf<N>;
  children: ReactNode;
}) {
  const locale = resolveLocale((await params).lang);
  return (
    <TextProvider locale={locale} namespaces={ORDER_NAMESPACES}>
      <h1 className="text-2xl font-bold">{getText(locale, namespace)(titleKey)}</h1>
      {children}
    </TextProvider>
  );
}
