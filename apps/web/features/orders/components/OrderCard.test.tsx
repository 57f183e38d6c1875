import { toAsciiDigits } from '@dukan/core/text/normalize';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TextProvider } from '@/i18n/TextProvider';
import { ORDER } from '@/features/orders/testing/order';
import { ORDER_NAMESPACES } from '@/features/orders/order-texts';
import { OrderCard } from './OrderCard';
import { OrderTotals } from './OrderTotals';

function render(node: React.ReactNode, locale: 'en' | 'ar' | 'ku' = 'en') {
  const html = renderToStaticMarkup(
    <TextProvider locale={locale} namespaces={ORDER_NAMESPACES}>
      {node}
    </TextProvider>,
  );
  // Visible text only, digits in ASCII, ICU's invisible marks and no-break spaces folded.
  return toAsciiDigits(
    html
      .replace(/<[^>]+>/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/[\u200e\u200f\u061c]/g, '')
      .replace(/[\u00a0\u202f]/g, ' ')
      .replace(/\s+/g, ' '),
  );
}

describe('OrderTotals', () => {
  it('shows the spec’s labels with the amounts', () => {
    const text = render(<OrderTotals totals={ORDER.totals} />);
    expect(text).toContain('Subtotal IQD 900,000');
    expect(text).toContain('Discount −IQD 90,000');
    expect(text).toContain('Points (40 points) −IQD 1,000');
    expect(text).toContain('Delivery price IQD 5,000');
    expect(text).toContain('Estimated tax IQD 0');
    expect(text).toContain('Total price IQD 814,000');
  });

  it('asks for a city while the delivery price is unknown, and leaves out zero discount and points', () => {
    const text = render(
      <OrderTotals totals={{ ...ORDER.totals, discount: 0, points: 0, points_value: 0 }} deliveryKnown={false} />,
    );
    expect(text).toContain('Delivery price Choose a city');
    expect(text).not.toContain('Discount');
    expect(text).not.toContain('Points');
  });
});

describe('OrderCard', () => {
  it('names the order, its labels, lines and what it earns; offers paying and cancelling while pending', () => {
    const text = render(<OrderCard order={ORDER} now={Date.parse('2025-05-01T09:40:00Z')} onCancel={() => {}} />);
    expect(text).toContain('Order #1042');
    expect(text).toContain('Pending');
    expect(text).toContain('First Iraqi Bank · Unpaid');
    expect(text).toContain('Fridge');
    expect(text).toContain('2 × IQD 450,000');
    expect(text).toContain('Voucher: SPRING10');
    expect(text).toContain('Earns 809 points once delivered');
    expect(text).toContain('Pay now');
    expect(text).toContain('Cancel order');
  });

  it('a paid, delivered order shows its labels and no actions', () => {
    const delivered = { ...ORDER, status: 'delivered', payment_status: 'paid' } as const;
    const text = render(<OrderCard order={delivered} now={Date.parse('2025-05-01T09:40:00Z')} onCancel={() => {}} />);
    expect(text).toContain('Delivered');
    expect(text).toContain('First Iraqi Bank · Paid');
    expect(text).toContain('Earned 809 points');
    expect(text).not.toContain('Pay now');
    expect(text).not.toContain('Cancel order');
  });

  it('an expired code cannot be paid any more', () => {
    const text = render(<OrderCard order={ORDER} now={Date.parse('2025-05-01T10:00:00Z')} onCancel={() => {}} />);
    expect(text).not.toContain('Pay now');
  });

  it('writes Arabic with Arabic plural forms and the order number ungrouped', () => {
    const text = render(<OrderCard order={ORDER} now={0} onCancel={() => {}} />, 'ar');
    expect(text).toContain('الطلب رقم 1042');
    expect(text).toContain('قيد الانتظار');
    expect(text).toContain('المصرف العراقي الأول · غير مدفوع');
  });
});
