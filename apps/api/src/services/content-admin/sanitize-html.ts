// HTML that staff write (article bodies, site pages) is cleaned when it is saved, so what the database holds is
// already safe wherever it is shown (the storefront cleans it again when it renders, and the back office's
// preview, a feed or an e-mail need not remember to). DOMPurify over a jsdom window, with the allow-list the
// storefront renders with (apps/web/components/content/sanitize-html.ts): text markup, links and pictures; no
// scripts, event handlers, script-like URLs, styles, forms or frames.
import createDOMPurify, { type Config } from 'dompurify';
import { JSDOM } from 'jsdom';

type Purifier = ReturnType<typeof createDOMPurify>;

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'frame', 'object', 'embed'],
  FORBID_ATTR: ['style'],
  // An editor may open a link in a new tab; the hook below makes that safe.
  ADD_ATTR: ['target'],
  // Web, mail and phone links and site paths only (DOMPurify's default also lets ftp:, sms: and others through).
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

let purifier: Purifier | null = null;

function getPurifier(): Purifier {
  if (purifier) return purifier;
  const { window } = new JSDOM('');
  const created = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  // A link that opens a new tab must not hand the opened page a handle on the shop's.
  created.addHook('afterSanitizeAttributes', (node) => {
    if (!node.hasAttribute('target')) return;
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank')
      node.setAttribute('rel', 'noopener noreferrer');
    else node.removeAttribute('target');
  });
  purifier = created;
  return created;
}

/** The markup with scripts, event handlers, script-like URLs, styles, forms and frames removed. */
export function sanitizeHtml(html: string): string {
  if (html.trim() === '') return '';
  return (getPurifier().sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false }) as string).trim();
}
