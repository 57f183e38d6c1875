// The chosen language for the whole back office: the one way to read text is `useText(namespace)`.
import { Direction } from 'radix-ui';
import { setApiLocale } from '../lib/api';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { applyDocumentLocale, LOCALE_DIRECTION, rememberLocale, storedLocale, type Locale } from './locale';
import { translator, type Translate } from './messages';

interface LocaleState {
  locale: Locale;
  setLocale: (locale: Locale) => void;
}

const LocaleContext = createContext<LocaleState | null>(null);

export function I18nProvider({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(() => {
    const initial = storedLocale();
    applyDocumentLocale(initial);
    setApiLocale(initial);
    return initial;
  });
  const setLocale = useCallback((next: Locale) => {
    rememberLocale(next);
    applyDocumentLocale(next);
    setApiLocale(next);
    setLocaleState(next);
  }, []);
  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return (
    <LocaleContext.Provider value={value}>
      <Direction.Provider dir={LOCALE_DIRECTION[locale]}>{children}</Direction.Provider>
    </LocaleContext.Provider>
  );
}

export function useLocale(): LocaleState {
  const state = useContext(LocaleContext);
  if (!state) throw new Error('useLocale outside I18nProvider');
  return state;
}

/** The texts of one namespace (`common` or a feature folder's name) in the chosen language. */
export function useText(namespace: string): Translate {
  const { locale } = useLocale();
  return useMemo(() => translator(locale, namespace), [locale, namespace]);
}
