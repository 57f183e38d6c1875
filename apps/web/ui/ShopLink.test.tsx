import type { ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Next's Link renders the same anchor whatever its prefetch setting; what matters is the prop it receives.
const received: Array<{ prefetch?: unknown }> = [];
vi.mock('next/link', () => ({
  default: (props: ComponentProps<'a'> & { prefetch?: unknown }) => {
    received.push(props);
    const { prefetch: _prefetch, children, ...anchor } = props;
    return <a {...anchor}>{children}</a>;
  },
}));

const { ShopLink } = await import('./ShopLink');

describe('ShopLink', () => {
  beforeEach(() => {
    received.length = 0;
  });

  it('does not prefetch unless asked', () => {
    const html = renderToStaticMarkup(
      <ShopLink href="/ku/products" className="x">
        Products
      </ShopLink>,
    );
    expect(html).toBe('<a href="/ku/products" class="x">Products</a>');
    expect(received[0]!.prefetch).toBe(false);
  });

  it('passes an explicit prefetch through', () => {
    renderToStaticMarkup(<ShopLink href="/ku/offers" prefetch={true} />);
    renderToStaticMarkup(<ShopLink href="/ku/offers" prefetch={null} />);
    expect(received.map((p) => p.prefetch)).toEqual([true, null]);
  });
});
