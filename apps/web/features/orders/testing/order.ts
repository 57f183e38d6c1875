// A pending order paid with FIB, as the API answers it: the orders tests' common starting point.
import type { Order } from '@dukan/core/contract/orders';

export const ORDER: Order = {
  id: '0b9d6c1e-2f3a-4b5c-8d7e-1f2a3b4c5d6e',
  number: 1042,
  status: 'pending',
  payment_status: 'unpaid',
  payment_method: 'fib',
  created_at: '2025-05-01T09:30:00Z',
  address: 'Gulan Street, building 4',
  city: { id: 1, name: 'Erbil' },
  location: { lat: 36.19, lng: 44.01 },
  notes: null,
  voucher_code: 'SPRING10',
  items: [{ product_id: 7, title: 'Fridge', image: null, unit_price: 450_000, quantity: 2, line_total: 900_000 }],
  totals: {
    subtotal: 900_000,
    discount: 90_000,
    points: 40,
    points_value: 1_000,
    delivery_price: 5_000,
    tax: 0,
    total: 814_000,
  },
  points_earned: 809,
  payment: {
    payment_id: 'p1',
    readable_code: 'ABCD-EFGH',
    qr_code: 'data:image/png;base64,iVBORw0KGgo=',
    valid_until: '2025-05-01T09:45:00Z',
    personal_app_link: 'https://personal.example/pay',
    business_app_link: 'https://business.example/pay',
    corporate_app_link: 'https://corporate.example/pay',
  },
  payment_expires_at: '2025-05-01T09:45:00Z',
};
