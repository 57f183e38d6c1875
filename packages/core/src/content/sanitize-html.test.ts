import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps the text markup of an article', () => {
    const html =
      '<h2>Room size</h2><p>Measure <strong>first</strong>, then <a href="/en/products?category=3">choose</a>.</p>' +
      '<ul><li>1 ton</li></ul><img src="/api/media/a.svg" alt="AC">';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes scripts, with their content', () => {
    const out = sanitizeHtml('<p>Hi</p><script>alert(1)</script><p>there</p>');
    expect(out).toBe('<p>Hi</p><p>there</p>');
  });

  it('removes event handlers', () => {
    const out = sanitizeHtml('<img src="/x.png" onerror="alert(1)"><p onclick="steal()">Tap</p>');
    expect(out).not.toMatch(/onerror|onclick|alert|steal/);
    expect(out).toContain('<p>Tap</p>');
  });

  it('removes javascript: and data: links, however they are written', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'java&#x09;script:x']) {
      const out = sanitizeHtml(`<a href="${href}">x</a>`);
      expect(out).toBe('<a>x</a>');
    }
    expect(sanitizeHtml('<a href="data:text/html,<script>alert(1)</script>">x</a>')).toBe('<a>x</a>');
  });

  it('keeps web, mail and phone links', () => {
    for (const href of ['https://example.com/a', 'mailto:hello@dukan.iq', 'tel:+9647501234567', '/ku/contact']) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
    }
  });

  it('removes styles, forms and frames', () => {
    const out = sanitizeHtml(
      '<style>body{display:none}</style><p style="position:fixed">a</p><form action="/x"><input name="p"></form>' +
        '<iframe src="https://evil.example"></iframe>',
    );
    expect(out).toBe('<p>a</p>');
  });

  it('adds noopener to links that open a new tab', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="/ku" target="other">x</a><p target="_blank">y</p>')).toBe(
      '<a href="/ku">x</a><p>y</p>',
    );
  });

  it('gives an empty string for empty input', () => {
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml('   ')).toBe('');
  });
});
