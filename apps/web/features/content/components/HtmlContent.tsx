import { sanitizeHtml } from '@dukan/core/content/sanitize-html';

/**
 * Owner-written HTML (an article body, an editable page), sanitized on the server. Styled here, since the
 * markup comes without classes: headings, paragraphs, lists and links, with logical spacing for both directions.
 */
export function HtmlContent({ html, className = '' }: { html: string; className?: string }) {
  const clean = sanitizeHtml(html);
  if (!clean) return null;
  return (
    <div
      className={`max-w-prose leading-relaxed text-stone-800 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-s-4 [&_blockquote]:border-stone-300 [&_blockquote]:ps-4 [&_h2]:mt-6 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-4 [&_h3]:text-lg [&_h3]:font-bold [&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_li]:mt-1 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:mt-3 [&_table]:mt-3 [&_td]:border [&_td]:border-stone-200 [&_td]:p-2 [&_th]:border [&_th]:border-stone-200 [&_th]:p-2 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:ps-6 ${className}`}
      // Sanitized just above (scripts, handlers, script-like URLs, styles and forms removed).
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
