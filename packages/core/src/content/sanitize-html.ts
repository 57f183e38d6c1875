// HTML that staff write (article bodies, site pages) made safe, with one allow-list on both sides: the API
// cleans it when it is saved (so what the database holds is already safe for a preview, a feed or an e-mail)
// and the storefront cleans it again when it renders. DOMPurify, the sanitizer the notification overlay uses
// in the browser, here over a jsdom window (DOMPurify needs a DOM; jsdom is the one its authors test
// against). Server code only: never import it from a client component, it would bundle jsdom.
import createDOMPurify, { type Config } from 'dompurify';
import { JSDOM } from 'jsdom';

type Purifier = ReturnType<typeof createDOMPurify>;

// Text content only: no styles that could cover the page, no forms that could pose as ours, no frames.
const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'frame', 'object', 'embed'],
  FORBID_ATTR: ['style'],
  // An owner may open a link in a new tab; the hook below makes that safe.
  ADD_ATTR: ['target'],
  // Only web, mail and phone links, and site paths (DOMPurify's default also lets ftp:, sms: and others through).
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

let purifier: Purifier | null = null;

function getPurifier(): Purifier {
  if (purifier) return purifier;
  const { window } = new JSDOM('');
  const created = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  // A link that opens a new tab must not hand the opened page a handle on ours.
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
