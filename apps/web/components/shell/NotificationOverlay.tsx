'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { dismissAlert, getAlert, subscribeAlerts, type ShownAlert } from '../../lib/alerts/store';
import { alertBodyHtml } from '../../lib/alerts/body';
import type { OverlayMessages } from '../../lib/i18n/client-messages';
import type { MessageKey } from '../../lib/i18n/translator';

/** Spec §4/§9: an alert stays 5 seconds. */
export const ALERT_DISPLAY_MS = 5000;

const TONE: Record<ShownAlert['type'], string> = {
  success: 'bg-green-700 text-white',
  info: 'bg-green-700 text-white',
  error: 'bg-red-700 text-white',
  warning: 'bg-yellow-300 text-stone-950',
};

function alertTitle(alert: ShownAlert, messages: OverlayMessages): string {
  const key = alert.titleKey;
  if (key && key in messages) return messages[key as keyof OverlayMessages];
  return messages[`alert_${alert.type}`];
}

export function NotificationOverlay({ messages }: { messages: OverlayMessages }) {
  const alert = useSyncExternalStore(subscribeAlerts, getAlert, () => null);
  const [sanitized, setSanitized] = useState<{ id: number; html: string } | null>(null);

  useEffect(() => {
    if (!alert) return;
    const timer = window.setTimeout(dismissAlert, ALERT_DISPLAY_MS);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismissAlert();
    };
    document.addEventListener('keydown', onKey);
    let cancelled = false;
    // DOMPurify loads only when there is something to show, so pages without alerts never download it.
    void import('dompurify').then(({ default: DOMPurify }) => {
      if (!cancelled)
        setSanitized({
          id: alert.id,
          html: DOMPurify.sanitize(alertBodyHtml(alert, messages as Partial<Record<MessageKey, string>>)),
        });
    });
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      document.removeEventListener('keydown', onKey);
    };
  }, [alert, messages]);

  const urgent = alert?.type === 'error' || alert?.type === 'warning';
  const title = alert ? alertTitle(alert, messages) : '';
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
        <button
          type="button"
          className="fixed inset-0 z-[90] h-full w-full cursor-default bg-stone-950/10"
          aria-label={messages.alert_dismiss}
          onClick={dismissAlert}
        />
      ) : null}
      {/* Live regions exist before anything is announced, so screen readers pick up each new alert. */}
      <div role="status" aria-live="polite">
        {urgent ? null : toast}
      </div>
      <div role="alert" aria-live="assertive">
        {urgent ? toast : null}
      </div>
    </>
  );
}
