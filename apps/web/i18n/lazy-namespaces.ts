// Namespaces a page does not ship: the browser fetches their messages when a component that reads them first
// mounts (i18n/lazy-text.tsx), from app/[lang]/texts/[namespace]. The sign-in dialog's 90 texts are 1.4 kB of
// every page's HTML, compressed, for a dialog most visits never open.
import type { Locale } from '@dukan/core/locales';
import type { Namespace } from './namespaces';

export const LAZY_NAMESPACES = ['auth'] as const satisfies readonly Namespace[];
export type LazyNamespace = (typeof LAZY_NAMESPACES)[number];

export function isLazyNamespace(value: string): value is LazyNamespace {
  return (LAZY_NAMESPACES as readonly string[]).includes(value);
}

/** Where the messages of `namespace` in `locale` are served. */
export function lazyTextsPath(locale: Locale, namespace: LazyNamespace): string {
  return `/${locale}/texts/${namespace}`;
}
