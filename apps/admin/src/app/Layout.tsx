// The frame of every signed-in screen: a skip link, the menu (only what the role may open), the language
// switch, who is signed in, and the screen itself in <main>.
import { LogOut, Menu } from 'lucide-react';
import { Suspense, useId, useState } from 'react';
import { NavLink, Outlet } from 'react-router';
import { useSession } from '../features/auth/session';
import { useLocale, useText } from '../i18n/I18nProvider';
import { LOCALE_NAMES, LOCALES, HTML_LANG, type Locale } from '../i18n/locale';
import { MESSAGES, translator } from '../i18n/messages';
import { CONTROL_CLASS } from '../ui/fields';
import { Button } from '../ui/Button';
import { Loading } from '../ui/Status';
import { FEATURES } from './features';

export function LanguageSwitch() {
  const { locale, setLocale } = useLocale();
  const t = useText('common');
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id}>{t('language')}</label>
      <select
        id={id}
        value={locale}
        onChange={(e) => setLocale(e.target.value as Locale)}
        className={`${CONTROL_CLASS} w-auto py-1`}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={HTML_LANG[l]}>
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
    </div>
  );
}

export function Layout() {
  const { me, can, signOut } = useSession();
  const { locale } = useLocale();
  const t = useText('common');
  const [open, setOpen] = useState(false);
  const entries = FEATURES.flatMap((feature) =>
    feature.menu.filter((entry) => can(entry.permission)).map((entry) => ({ ...entry, namespace: feature.namespace })),
  );
  return (
    <div className="min-h-screen md:flex">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2"
      >
        {t('skip_to_content')}
      </a>
      <header className="flex items-center justify-between gap-2 bg-brand-800 p-3 text-white md:hidden">
        <span className="font-bold">{t('app_name')}</span>
        <Button
          variant="ghost"
          className="text-white hover:bg-brand-700"
          aria-expanded={open}
          aria-controls="main-menu"
          onClick={() => setOpen(!open)}
        >
          <Menu aria-hidden="true" className="size-5" />
          <span className="sr-only">{t('menu_open')}</span>
        </Button>
      </header>
      <aside
        id="main-menu"
        className={`${open ? 'block' : 'hidden'} w-full shrink-0 bg-brand-800 text-white md:block md:min-h-screen md:w-60`}
      >
        <p className="hidden p-4 text-lg font-bold md:block">{t('app_name')}</p>
        <nav aria-label={t('main_menu')}>
          <ul className="flex flex-col gap-0.5 px-2 pb-4">
            {entries.map((entry) => (
              <li key={entry.to}>
                <NavLink
                  to={entry.to}
                  end={entry.to === '/'}
                  onClick={() => setOpen(false)}
                  className={({ isActive }) =>
                    `flex items-center gap-3 rounded-md px-3 py-2 text-sm ${isActive ? 'bg-white font-semibold text-brand-800' : 'text-white hover:bg-brand-700'}`
                  }
                >
                  <entry.icon aria-hidden="true" className="size-4" />
                  {translator(locale, entry.namespace, MESSAGES)(entry.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex flex-wrap items-center justify-end gap-4 border-b border-stone-300 bg-white px-4 py-2">
          <LanguageSwitch />
          {me && (
            <span className="text-sm text-stone-800">
              {t('signed_in_as', { name: me.name || me.email || me.role })}
            </span>
          )}
          <Button variant="secondary" onClick={() => void signOut()}>
            <LogOut aria-hidden="true" className="flip-rtl size-4" />
            {t('sign_out')}
          </Button>
        </div>
        <main id="main" tabIndex={-1} className="flex-1 p-4 md:p-6">
          {/* Screens load on first visit (lazy-page.ts): the menu and header stay while one arrives. */}
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
