import { describe, expect, it } from 'vitest';
import { alertBodyHtml } from './body';

describe('alertBodyHtml', () => {
  it('uses the server message as HTML and lists bullets', () => {
    expect(
      alertBodyHtml({ type: 'error', message: 'Invalid <b>input</b>', bullets: ['a', 'b'] }, () => undefined),
    ).toBe('Invalid <b>input</b><ul><li>a</li><li>b</li></ul>');
  });

  it('escapes our own translated text', () => {
    expect(
      alertBodyHtml({ type: 'error', messageKey: 'error_generic' }, (key) =>
        key === 'error_generic' ? 'A < B' : undefined,
      ),
    ).toBe('A &lt; B');
  });
});
