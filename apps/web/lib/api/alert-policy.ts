// Spec §7/§8: which responses raise an alert, and with what text. Pure, so each rule is unit-tested.
import type { AlertInput } from '@/lib/alerts/store';

export interface AlertSuppression {
  /** Do not show the response's success message (e.g. GET /meilisearch/key). */
  success?: boolean;
  /** Do not alert failures (the caller shows them inline). */
  error?: boolean;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const nonEmptyString = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** The success message of a response body: data.message, message or success (when it is text). */
export function successMessage(body: unknown): string | null {
  if (!isRecord(body)) return null;
  if (isRecord(body.data) && nonEmptyString(body.data.message)) return body.data.message;
  if (nonEmptyString(body.message)) return body.message;
  if (nonEmptyString(body.success)) return body.success;
  return null;
}

/**
 * The message of a failed call: data.message, data.error, then the error's own message; a messages map
 * (`errors` as the API sends, or `messages`) becomes bullets.
 */
export function errorMessage(body: unknown, ownMessage?: string): { message: string | null; bullets: string[] } {
  const data = isRecord(body) ? body : {};
  const message = nonEmptyString(data.message)
    ? data.message
    : nonEmptyString(data.error)
      ? data.error
      : nonEmptyString(ownMessage)
        ? ownMessage
        : null;
  const bullets: string[] = [];
  for (const map of [data.errors, data.messages]) {
    if (!isRecord(map)) continue;
    for (const entry of Object.values(map)) {
      if (Array.isArray(entry)) bullets.push(...entry.filter(nonEmptyString));
      else if (nonEmptyString(entry)) bullets.push(entry);
    }
  }
  return { message, bullets };
}

export interface ResponseOutcome {
  method: string;
  /** 0 when the request never got a response. */
  status: number;
  ok: boolean;
  body: unknown;
  /** A client-side error's message (network failure). */
  errorText?: string;
}

export function alertForOutcome(outcome: ResponseOutcome, suppress: AlertSuppression = {}): AlertInput | null {
  const method = outcome.method.toUpperCase();
  if (outcome.ok) {
    if (suppress.success) return null;
    const message = successMessage(outcome.body);
    return message ? { type: 'success', message } : null;
  }
  if (suppress.error) return null;
  if (outcome.status === 429) {
    return { type: 'error', titleKey: 'alert_too_many_attempts', messageKey: 'alert_too_many_attempts_message' };
  }
  // A missing thing is the caller's to handle (e.g. show a 404 page), and reads fail quietly.
  if (outcome.status === 404 || method === 'GET' || method === 'HEAD') return null;
  // No response at all: the browser's own text ("Failed to fetch") is English and says nothing useful.
  if (outcome.status === 0) return { type: 'error', messageKey: 'error_network' };
  const { message, bullets } = errorMessage(outcome.body, outcome.errorText);
  const alert: AlertInput = { type: 'error' };
  if (message) alert.message = message;
  else alert.messageKey = 'error_generic';
  if (bullets.length > 0) alert.bullets = bullets;
  return alert;
}
