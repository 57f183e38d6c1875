// Orders, their lines and FIB payments, voucher uses, the reward points ledger and idempotency keys.
// Mirrors migrations/0008_orders.sql.
import type { OrderStatus, PaymentStatus } from '@dukan/core/orders/state-machine';
import type { PaymentMethodKey } from '@dukan/core/contract/orders';
import {
  bigint,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts, vouchers } from './accounts';
import { products } from './catalogue';
import { cities } from './content';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const orders = pgTable('orders', {
  id: uuid('id').primaryKey().defaultRandom(),
  number: bigint('number', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
  account_id: uuid('account_id')
    .notNull()
    .references(() => accounts.id),
  status: text('status').$type<OrderStatus>().notNull().default('pending'),
  payment_status: text('payment_status').$type<PaymentStatus>().notNull().default('unpaid'),
  payment_method: text('payment_method').$type<PaymentMethodKey>().notNull(),
  address: text('address').notNull(),
  city_id: integer('city_id')
    .notNull()
    .references(() => cities.id),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  notes: text('notes'),
  locale: text('locale').notNull().default('ku'),
  voucher_id: bigint('voucher_id', { mode: 'number' }).references(() => vouchers.id),
  voucher_code: text('voucher_code'),
  subtotal: integer('subtotal').notNull(),
  discount: integer('discount').notNull().default(0),
  points: integer('points').notNull().default(0),
  points_value: integer('points_value').notNull().default(0),
  delivery_price: integer('delivery_price').notNull(),
  tax: integer('tax').notNull().default(0),
  total: integer('total').notNull(),
  points_earned: integer('points_earned').notNull().default(0),
  payment_expires_at: at('payment_expires_at'),
  released_at: at('released_at'),
  created_at: at('created_at').notNull().defaultNow(),
  updated_at: at('updated_at').notNull().defaultNow(),
});

export const orderItems = pgTable(
  'order_items',
  {
    order_id: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    product_id: integer('product_id')
      .notNull()
      .references(() => products.id),
    title_ku: text('title_ku').notNull(),
    title_ar: text('title_ar').notNull(),
    title_en: text('title_en').notNull(),
    image: text('image'),
    unit_price: integer('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.order_id, t.product_id] })],
);

export const fibPayments = pgTable('fib_payments', {
  payment_id: text('payment_id').primaryKey(),
  order_id: uuid('order_id')
    .notNull()
    .unique()
    .references(() => orders.id, { onDelete: 'cascade' }),
  readable_code: text('readable_code').notNull(),
  qr_code: text('qr_code').notNull(),
  valid_until: at('valid_until').notNull(),
  personal_app_link: text('personal_app_link').notNull(),
  business_app_link: text('business_app_link').notNull(),
  corporate_app_link: text('corporate_app_link').notNull(),
  status: text('status').notNull().default('UNPAID'),
  declining_reason: text('declining_reason'),
  created_at: at('created_at').notNull().defaultNow(),
  updated_at: at('updated_at').notNull().defaultNow(),
});

export const voucherUses = pgTable('voucher_uses', {
  order_id: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  voucher_id: bigint('voucher_id', { mode: 'number' })
    .notNull()
    .references(() => vouchers.id),
  account_id: uuid('account_id')
    .notNull()
    .references(() => accounts.id),
  discount: integer('discount').notNull(),
  released_at: at('released_at'),
  created_at: at('created_at').notNull().defaultNow(),
});

export const rewardPointEntries = pgTable(
  'reward_point_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    account_id: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    order_id: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'earned' | 'redeemed' | 'returned'>().notNull(),
    points: integer('points').notNull(),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [unique().on(t.order_id, t.kind)],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    account_id: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    request_hash: text('request_hash').notNull(),
    order_id: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.account_id, t.key] })],
);
