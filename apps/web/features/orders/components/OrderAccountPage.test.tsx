import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useText } from '@/i18n/use-text';
import { OrderAccountPage } from './OrderAccountPage';

/** A client component of the page, reading one of the order texts the page sends. */
function ReadsOrderText() {
  return <p>{useText('order')('order_empty')}</p>;
}

describe('OrderAccountPage', () => {
  it('titles the page in its language and sends the order texts to what it shows', async () => {
    const page = await OrderAccountPage({
      params: Promise.resolve({ lang: 'en' }),
      namespace: 'points',
      titleKey: 'points_title',
      children: <ReadsOrderText />,
    });
    const html = renderToStaticMarkup(page);
    expect(html).toBe('<h1 class="text-2xl font-bold">Reward points</h1><p>You have not placed any orders yet.</p>');
  });
});
