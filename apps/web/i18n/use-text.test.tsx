import type { Locale } from '@dukan/core/locales';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Namespace } from './namespaces';
import { TextProvider } from './TextProvider';
import { useText } from './use-text';

function CartTotal() {
  const t = useText('cart');
  return <span>{t('cart_total')}</span>;
}

function Points({ points }: { points: number }) {
  const t = useText('points');
  return <span>{t('points_count', { points })}</span>;
}

function SignIn() {
  const t = useText('session');
  return <span>{t('session_sign_in')}</span>;
}

const render = (node: ReactNode, namespaces: readonly Namespace[], locale: Locale = 'en') =>
  renderToStaticMarkup(
    <TextProvider locale={locale} namespaces={namespaces}>
      {node}
    </TextProvider>,
  );

describe('useText', () => {
  it('reads a namespace the provider ships, with plurals and the page’s digits', () => {
    expect(render(<CartTotal />, ['cart'])).toBe('<span>Total</span>');
    expect(render(<Points points={1} />, ['points'])).toBe('<span>1 point</span>');
    expect(render(<Points points={1500} />, ['points'])).toBe('<span>1,500 points</span>');
    expect(render(<Points points={3} />, ['points'], 'ar')).toContain('٣');
    expect(render(<Points points={12} />, ['points'], 'ku')).toContain('١٢');
  });

  it('sees the namespaces of every provider above it', () => {
    const html = renderToStaticMarkup(
      <TextProvider locale="en" namespaces={['session']}>
        <TextProvider locale="en" namespaces={['cart']}>
          <SignIn />
          <CartTotal />
        </TextProvider>
      </TextProvider>,
    );
    expect(html).toBe('<span>Sign in</span><span>Total</span>');
  });

  it('throws, naming the namespace, when no provider ships it', () => {
    expect(() => render(<SignIn />, ['cart'])).toThrow(/useText\('session'\).*"session" namespace/);
    expect(() => renderToStaticMarkup(<CartTotal />)).toThrow(/useText\('cart'\)/);
  });

  it('a provider ships its namespaces’ messages and no others', () => {
    const html = render(<CartTotal />, ['cart']);
    expect(html).not.toContain('auth_');
  });
});
