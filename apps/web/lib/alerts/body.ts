import type { AlertInput, AlertKey } from './store';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The alert's body as HTML, before sanitizing. A server message is HTML by contract (spec §2: "rendered as
 * HTML"), our own translations are text and get escaped; a messages map becomes a bulleted list.
 */
export function alertBodyHtml(alert: AlertInput, translate: (key: AlertKey) => string | undefined): string {
  const translated = alert.messageKey ? translate(alert.messageKey) : undefined;
  const main = alert.message ?? (translated ? escapeHtml(translated) : '');
  const bullets = alert.bullets?.length ? `<ul>${alert.bullets.map((b) => `<li>${b}</li>`).join('')}</ul>` : '';
  return `${main}${bullets}`;
}
