import 'server-only';
import type { Locale } from '@dukan/core/locales';
import type { ReactNode } from 'react';
import type { Namespace } from './namespaces';
import { namespaceMessages } from './text';
import { ClientTextProvider } from './use-text';

/**
 * Ships the messages of `namespaces` (and no others) to the client components below, which read them with
 * useText(namespace). This prop is the one list of what a page sends: the layout ships what the header,
 * footer and overlays need, a page adds its own; nested providers add up.
 */
export function TextProvider({
  locale,
  namespaces,
  children,
}: {
  locale: Locale;
  namespaces: readonly Namespace[];
  children: ReactNode;
}) {
  return (
    <ClientTextProvider locale={locale} namespaces={namespaces} messages={namespaceMessages(locale, namespaces)}>
      {children}
    </ClientTextProvider>
  );
}
