'use client';

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { dismissAlert, getAlert, subscribeAlerts, type ShownAlert } from '@/lib/alerts/store';
import { alertBodyHtml } from '@/lib/alerts/body';
import type { AlertKey } from '@/lib/alerts/store';
import { useText } from '@/i18n/use-text';

/** Spec §4/§9: an alert stays 5 seconds. */
export const ALERT_DISPLAY_MS = 5000;

const TONE: Record<ShownAlert['type'], string> = {
  success: 'bg-green-700 text-white',
  info: 'bg-green-700 text-white',
  error: 'bg-red-700 text-white',
  warning: 'bg-yellow-300 text-stone-950',
};

function alertTitle(alert: ShownAlert, read: (key: AlertKey) => string | undefined): string {
  return (alert.titleKey && read(alert.titleKey)) || read(`alert_${alert.type}`) || '';
}

/** Dismisses the alert; if its own button had the focus (it goes away), the focus goes back to `before`. */
function dismissKeepingPlace(button: HTMLButtonElement | null, before: HTMLElement | null) {
  const hadFocus = button !== null && document.activeElement === button;
  dismissAlert();
  if (hadFocus && before?.isConnected) before.focus();
}

export function NotificationOverlay() {
  const tAlert = useText('alert');
  const tError = useText('error');
  const read = useCallback(
    (key: AlertKey) => (tAlert.has(key) ? tAlert(key) : tError.has(key) ? tError(key) : undefined),
    [tAlert, tError],
  );
  const alert = useSyncExternalStore(subscribeAlerts, getAlert, () => null);
  const [sanitized, setSanitized] = useState<{ id: number; html: string } | null>(null);
  const dismissButton = useRef<HTMLButtonElement>(null);
  // Where the keyboard was when the alert came: the alert never takes the focus, and dismissing it with
  // its button gives the focus back there instead of dropping it on the page's start.
  const focusBefore = useRef<HTMLElement | null>(null);
  const shown = alert !== null;

  useEffect(() => {
    if (!shown) return;
    const active = document.activeElement;
    focusBefore.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [shown]);

  const dismissWithButton = () => dismissKeepingPlace(dismissButton.current, focusBefore.current);

  useEffect(() => {
    if (!alert) return;
    const timer = window.setTimeout(dismissAlert, ALERT_DISPLAY_MS);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismissKeepingPlace(dismissButton.current, focusBefore.current);
    };
    document.addEventListener('keydown', onKey);
    let cancelled = false;
    // DOMPurify loads only when there is something to show, so pages without alerts never download it.
    void import('dompurify').then(({ default: DOMPurify }) => {
      if (!cancelled)
        setSanitized({
          id: alert.id,
          html: DOMPurify.sanitize(alertBodyHtml(alert, read)),
        });
    });
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      document.removeEventListener('keydown', onKey);
    };
  }, [alert, read]);

  const urgent = alert?.type === 'error' || alert?.type === 'warning';
  const title = alert ? alertTitle(alert, read) : '';
  const html = alert && sanitized?.id === alert.id ? sanitized.html : null;

  const toast = alert ? (
    <div className="pointer-events-none fixed inset-x-4 bottom-4 z-[91] flex justify-end">
      <div className={`w-full max-w-sm rounded-xl p-4 shadow-xl ${TONE[alert.type]}`} data-alert-type={alert.type}>
        <p className="font-bold">{title}</p>
        {html !== null ? (
          <div
            className="mt-1 text-sm [&_li]:ms-4 [&_ul]:mt-1 [&_ul]:list-disc"
            dangerouslySetInnerHTML={{ __html: html }}
          />
        ) : null}
      </div>
    </div>
  ) : null;

  return (
    <>
      {alert ? (
        // Covers the screen: a click anywhere dismisses the alert (spec §2).
        // Keyboard users have Escape, or Tab to this button; either way the focus stays where they were.
        <button
          ref={dismissButton}
          type="button"
          className="fixed inset-0 z-[90] h-full w-full cursor-default bg-stone-950/10 focus-visible:-outline-offset-8"
          aria-label={tAlert('alert_dismiss')}
          onClick={dismissWithButton}
        />
      ) : null}
      {/* Live regions exist before anything is announced, so screen readers pick up each new alert. */}
      {/* Atomic: the body arrives a moment after the title (sanitizing), and is read with it as one message. */}
      <div role="status" aria-live="polite" aria-atomic="true">
        {urgent ? null : toast}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true">
        {urgent ? toast : null}
      </div>
    </>
  );
}
