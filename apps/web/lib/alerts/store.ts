// The notification overlay's state: one alert at a time (a newer one replaces the older, as in the spec's
// single `alert` state). A plain module store so any client code (the API client included) can raise one.
import type { KeyOf } from '@/i18n/namespaces';

/** Alerts name their texts in the overlay's namespaces, which every page ships. */
export type AlertKey = KeyOf<'alert'> | KeyOf<'error'>;

export type AlertType = 'success' | 'error' | 'warning' | 'info';

export interface AlertInput {
  type: AlertType;
  /** Translation key of the title; by default alert_<type>. */
  titleKey?: AlertKey;
  /** Message already in the shopper's language (e.g. from the API), rendered as sanitized HTML. */
  message?: string;
  /** Or a translation key for the message. */
  messageKey?: AlertKey;
  /** A messages map from the server, shown as bullets. */
  bullets?: string[];
}

export interface ShownAlert extends AlertInput {
  id: number;
}

type Listener = () => void;

let current: ShownAlert | null = null;
let nextId = 1;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function showAlert(alert: AlertInput): void {
  current = { ...alert, id: nextId++ };
  emit();
}

export function dismissAlert(): void {
  if (current === null) return;
  current = null;
  emit();
}

export function getAlert(): ShownAlert | null {
  return current;
}

export function subscribeAlerts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
