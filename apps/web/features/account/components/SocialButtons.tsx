'use client';

import type { SsoProvider } from '@dukan/core/contract/auth';
import { useEffect, useRef, useState } from 'react';
import { showAlert } from '@/lib/alerts/store';
import { signInWithProvider } from '@/features/account/flows';
import { publicAuthConfigFromDocument } from '@/lib/auth/public-config';
import { facebookLogin, prepareFacebook, renderGoogleButton } from '@/features/account/social';
import {
  fetchProviderSettings,
  randomState,
  rememberSimulatorState,
  simulatorStartUrl,
  type ProviderSettings,
} from '@/features/account/social-providers';
import { baseUrlsFromDocument } from '@/lib/api/config';
import { useText } from '@/i18n/use-text';

/** Each provider's button, the simulator's as the real one: Google's outlined, Facebook's in its blue. */
const BUTTON_CLASS: Record<SsoProvider, string> = {
  google:
    'w-full rounded-lg border border-stone-300 bg-white px-4 py-2.5 font-semibold text-stone-800 hover:bg-stone-50 disabled:opacity-60',
  facebook:
    'w-full rounded-lg bg-[#1465D8] px-4 py-2.5 font-semibold text-white hover:bg-[#1259C0] disabled:opacity-60',
};

/**
 * Google and Facebook sign-in. The buttons always exist except in production without keys: with keys they use
 * the providers, without keys outside production the API's local simulator (a "choose a test account" page).
 */
export function SocialButtons() {
  const tAuth = useText('auth');
  const locale = tAuth.locale;
  const [ownKeys] = useState(() => publicAuthConfigFromDocument(document));
  const [settings, setSettings] = useState<ProviderSettings | null>(null);
  useEffect(() => {
    let live = true;
    void fetchProviderSettings(baseUrlsFromDocument(document).main, ownKeys).then((answer) => {
      if (live) setSettings(answer);
    });
    return () => {
      live = false;
    };
  }, [ownKeys]);
  const config = {
    googleClientId: settings?.google.mode === 'live' ? settings.google.id : null,
    facebookAppId: settings?.facebook.mode === 'live' ? settings.facebook.id : null,
  };
  const simulated = {
    google: settings?.google.mode === 'simulator' ? settings.google.chooseUrl : null,
    facebook: settings?.facebook.mode === 'simulator' ? settings.facebook.chooseUrl : null,
  };

  /** The simulator's page; it comes back to this page with the token in the fragment (read by AuthProvider). */
  function startSimulated(chooseUrl: string) {
    const state = rememberSimulatorState(window.sessionStorage, randomState);
    const here = `${window.location.origin}${window.location.pathname}${window.location.search}`;
    window.location.assign(simulatorStartUrl(chooseUrl, here, state));
  }
  const googleSlot = useRef<HTMLDivElement>(null);
  const [facebook, setFacebook] = useState<Awaited<ReturnType<typeof prepareFacebook>>>(null);
  const [busy, setBusy] = useState(false);

  async function finish(provider: SsoProvider, token: string | null) {
    if (!token) return;
    setBusy(true);
    const result = await signInWithProvider(provider, token);
    setBusy(false);
    // The API's error is alerted by the client; a failure without a message still needs words.
    if (!result.ok && result.error.status === 0) showAlert({ type: 'error', message: tAuth('auth_sso_failed') });
  }

  // Google calls back long after rendering: it must reach the current finish(), not the first one.
  const latestFinish = useRef(finish);
  useEffect(() => {
    latestFinish.current = finish;
  });
  const failedText = tAuth('auth_sso_failed');

  useEffect(() => {
    const slot = googleSlot.current;
    if (!config.googleClientId || !slot) return;
    renderGoogleButton(
      slot,
      config.googleClientId,
      locale,
      (token) => void latestFinish.current('google', token),
    ).catch(() => showAlert({ type: 'error', message: failedText }));
  }, [config.googleClientId, locale, failedText]);

  useEffect(() => {
    if (!config.facebookAppId) return;
    let cancelled = false;
    void prepareFacebook(config.facebookAppId, locale).then((sdk) => {
      if (!cancelled) setFacebook(sdk);
    });
    return () => {
      cancelled = true;
    };
  }, [config.facebookAppId, locale]);

  if (!config.googleClientId && !config.facebookAppId && !simulated.google && !simulated.facebook) return null;
  const label: Record<SsoProvider, string> = { google: tAuth('auth_google'), facebook: tAuth('auth_facebook') };
  /** The simulator's button of a provider that has no keys here, in that provider's look. */
  const simulatorButton = (provider: SsoProvider) => {
    const chooseUrl = simulated[provider];
    if (!chooseUrl) return null;
    return (
      <button
        type="button"
        data-sso-simulator={provider}
        disabled={busy}
        onClick={() => startSimulated(chooseUrl)}
        className={BUTTON_CLASS[provider]}
      >
        {label[provider]}
      </button>
    );
  };
  return (
    <div className="space-y-3" aria-busy={busy}>
      <div className="flex items-center gap-3 text-sm text-stone-500">
        <span className="h-px flex-1 bg-stone-200" />
        {tAuth('auth_or')}
        <span className="h-px flex-1 bg-stone-200" />
      </div>
      {config.googleClientId ? (
        <div ref={googleSlot} className="flex min-h-10 justify-center" title={tAuth('auth_google')} />
      ) : null}
      {simulatorButton('google')}
      {config.facebookAppId ? (
        <button
          type="button"
          disabled={!facebook || busy}
          onClick={() => {
            if (facebook) void facebookLogin(facebook).then((token) => finish('facebook', token));
          }}
          className={BUTTON_CLASS.facebook}
        >
          {label.facebook}
        </button>
      ) : null}
      {simulatorButton('facebook')}
    </div>
  );
}
