import { describe, expect, it, vi } from 'vitest';
import {
  cancelOrder,
  getOrder,
  getPoints,
  listOrders,
  placeOrder,
  simulateBankApp,
  simulatorAvailable,
  simulatorBase,
} from './orders-api';
import { ORDER as BASE_ORDER } from './testing/order';

const ORDER = {
  ...BASE_ORDER,
  voucher_code: null,
  items: [{ product_id: 7, title: 'Fridge', image: null, unit_price: 450_000, quantity: 1, line_total: 450_000 }],
  totals: {
    subtotal: 450_000,
    discount: 0,
    points: 0,
    points_value: 0,
    delivery_price: 5_000,
    tax: 0,
    total: 455_000,
  },
  points_earned: 450,
  payment: {
    payment_id: 'sim-pay-1',
    readable_code: 'ABCD-EFGH-IJKL',
    qr_code: 'data:image/png;base64,iVBORw0KGgo=',
    valid_until: '2025-05-01T09:45:00Z',
    personal_app_link: 'https://personal.example/pay/1',
    business_app_link: 'https://business.example/pay/1',
    corporate_app_link: 'https://corporate.example/pay/1',
  },
};

function fakeFetch(status: number, body: unknown) {
  return vi.fn(
    async (_url: string | URL | Request, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

const headersOf = (init: RequestInit | undefined) => init!.headers as Record<string, string>;

describe('order calls', () => {
  it('place: POSTs the body with the bearer token and the idempotency key, reads the order', async () => {
    const fetchImpl = fakeFetch(201, { data: ORDER, message: 'Your order is placed' });
    const body = {
      address: 'Gulan Street',
      city_id: 1,
      location: { lat: 36.19, lng: 44.01 },
      payment_method: 'fib' as const,
      accept_terms: true as const,
    };
    const result = await placeOrder({ base: '/api', lang: 'ku', fetchImpl }, 'jwt', body, 'key-12345678');
    expect(result.ok && result.data.data.number).toBe(1042);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('/api/orders?lang=ku');
    expect(init!.method).toBe('POST');
    expect(JSON.parse(init!.body as string)).toEqual(body);
    expect(headersOf(init).Authorization).toBe('Bearer jwt');
    expect(headersOf(init)['idempotency-key']).toBe('key-12345678');
  });

  it('place: a 409 comes back with its message and is not retried (a POST may have taken effect)', async () => {
    const fetchImpl = fakeFetch(409, { message: 'Only 1 Fridge left' });
    const result = await placeOrder(
      { base: '/api', lang: 'en', fetchImpl },
      'jwt',
      {
        address: 'x',
        city_id: 1,
        location: { lat: 36, lng: 44 },
        payment_method: 'cod',
        accept_terms: true,
      },
      'key-12345678',
    );
    expect(result).toMatchObject({ ok: false, error: { status: 409, message: 'Only 1 Fridge left' } });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('list and read: GET with the token; an order of an unknown shape is an error, not a crash', async () => {
    const list = fakeFetch(200, { data: [ORDER] });
    const listed = await listOrders({ base: '/api', lang: 'ar', fetchImpl: list }, 'jwt');
    expect(listed.ok && listed.data.data).toHaveLength(1);
    expect(list.mock.calls[0]![0]).toBe('/api/orders?lang=ar');

    const one = fakeFetch(200, { data: ORDER });
    const read = await getOrder({ base: '/api', lang: 'en', fetchImpl: one }, 'jwt', ORDER.id);
    expect(read.ok).toBe(true);
    expect(one.mock.calls[0]![0]).toBe(`/api/orders/${ORDER.id}?lang=en`);

    const odd = fakeFetch(200, { data: { ...ORDER, status: 'teleported' } });
    expect((await getOrder({ base: '/api', lang: 'en', fetchImpl: odd }, 'jwt', ORDER.id)).ok).toBe(false);
  });

  it('read: the id is escaped into the path', async () => {
    const fetchImpl = fakeFetch(404, { message: 'Not found' });
    await getOrder({ base: '/api', lang: 'en', fetchImpl }, 'jwt', '../cart');
    expect(fetchImpl.mock.calls[0]![0]).toBe('/api/orders/..%2Fcart?lang=en');
  });

  it('cancel: POSTs to the order’s cancel path', async () => {
    const fetchImpl = fakeFetch(200, { data: { ...ORDER, status: 'cancelled' }, message: 'Cancelled' });
    const result = await cancelOrder({ base: '/api', lang: 'en', fetchImpl }, 'jwt', ORDER.id);
    expect(result.ok && result.data.data.status).toBe('cancelled');
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe(`/api/orders/${ORDER.id}/cancel?lang=en`);
    expect(init!.method).toBe('POST');
  });

  it('points: reads the summary', async () => {
    const summary = {
      balance: 120,
      point_value_iqd: 25,
      max_share: 0.5,
      iqd_per_point_earned: 1000,
      tax_rate: 0,
      entries: [
        { id: 1, kind: 'earned', points: 120, order_id: ORDER.id, order_number: 1042, created_at: '2025-05-02' },
      ],
    };
    const fetchImpl = fakeFetch(200, { data: summary });
    const result = await getPoints({ base: '/api', lang: 'ku', fetchImpl }, 'jwt');
    expect(result.ok && result.data.data.balance).toBe(120);
    expect(fetchImpl.mock.calls[0]![0]).toBe('/api/points?lang=ku');
  });
});

describe('FIB simulator', () => {
  it('lives at the root of the main API’s origin', () => {
    expect(simulatorBase('/api')).toBe('');
    expect(simulatorBase('https://api.dukan.iq/api')).toBe('https://api.dukan.iq');
    expect(simulatorBase('https://api.dukan.iq/api/')).toBe('https://api.dukan.iq');
  });

  it('pay and decline POST to /dev/fib/payments/{id}/…, without lang or token', async () => {
    const fetchImpl = fakeFetch(200, { status: 'PAID' });
    await simulateBankApp({ base: '/api', fetchImpl }, 'sim-pay-1', 'pay');
    await simulateBankApp({ base: '/api', fetchImpl }, 'sim pay/2', 'decline');
    expect(fetchImpl.mock.calls.map((c) => c[0])).toEqual([
      '/dev/fib/payments/sim-pay-1/pay',
      '/dev/fib/payments/sim%20pay%2F2/decline',
    ]);
    expect(headersOf(fetchImpl.mock.calls[0]![1]).Authorization).toBeUndefined();
  });

  it('answers as available only when the simulator itself says the probe payment is unknown', async () => {
    const simulator = fakeFetch(404, {
      traceId: 't',
      errors: [{ code: 'PAYMENT_NOT_FOUND', title: 'Payment not found' }],
    });
    expect(await simulatorAvailable({ base: '/api', fetchImpl: simulator })).toBe(true);
    expect(simulator.mock.calls[0]![0]).toBe('/dev/fib/payments/availability-probe/pay');
    const noRoute = fakeFetch(404, { message: 'Not found' });
    expect(await simulatorAvailable({ base: '/api', fetchImpl: noRoute })).toBe(false);
    const page = vi.fn(async () => new Response('<html>404</html>', { status: 404 }));
    expect(await simulatorAvailable({ base: '/api', fetchImpl: page })).toBe(false);
  });
});
