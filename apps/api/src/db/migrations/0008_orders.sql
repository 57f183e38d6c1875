-- Orders, their lines and FIB payments; voucher rules and uses; the reward points ledger; idempotency keys.
-- Money is whole IQD. Orders keep the prices they were placed at: the catalogue may change afterwards.

-- Vouchers gain the rules checkout needs: a cap on percentage discounts, a per-customer limit, a category
-- scope, and a switch for the shop owner. A NULL limit means "no limit".
ALTER TABLE vouchers
  ADD COLUMN max_discount integer CHECK (max_discount > 0),
  ADD COLUMN per_customer_limit integer CHECK (per_customer_limit > 0),
  ADD COLUMN category_id integer REFERENCES categories(id) ON DELETE SET NULL,
  ADD COLUMN active boolean NOT NULL DEFAULT true;

-- Accounts are never deleted (deletion erases the person and keeps the row), so orders stay for the books.
CREATE TABLE orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  number bigint GENERATED ALWAYS AS IDENTITY (START WITH 100001) UNIQUE,
  account_id uuid NOT NULL REFERENCES accounts(id),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'in_progress', 'delivered', 'cancelled')),
  payment_status text NOT NULL DEFAULT 'unpaid' CHECK (payment_status IN ('unpaid', 'paid', 'expired', 'declined')),
  payment_method text NOT NULL CHECK (payment_method IN ('cod', 'fib')),
  address text NOT NULL,
  city_id integer NOT NULL REFERENCES cities(id),
  lat double precision NOT NULL,
  lng double precision NOT NULL,
  notes text,
  locale text NOT NULL DEFAULT 'ku',
  voucher_id bigint REFERENCES vouchers(id),
  voucher_code text,
  subtotal integer NOT NULL CHECK (subtotal >= 0),
  discount integer NOT NULL DEFAULT 0 CHECK (discount >= 0),
  points integer NOT NULL DEFAULT 0 CHECK (points >= 0),
  points_value integer NOT NULL DEFAULT 0 CHECK (points_value >= 0),
  delivery_price integer NOT NULL CHECK (delivery_price >= 0),
  tax integer NOT NULL DEFAULT 0 CHECK (tax >= 0),
  total integer NOT NULL CHECK (total >= 0),
  points_earned integer NOT NULL DEFAULT 0 CHECK (points_earned >= 0),
  -- An unpaid FIB order holds its stock until then; NULL for cash on delivery.
  payment_expires_at timestamptz,
  -- Set once, when a cancel or a failed payment gave the stock, voucher use and points back.
  released_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_account ON orders (account_id, created_at DESC);
CREATE INDEX orders_awaiting_payment ON orders (payment_expires_at) WHERE payment_status = 'unpaid' AND payment_method = 'fib';

CREATE TABLE order_items (
  order_id uuid NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products(id),
  title_ku text NOT NULL, title_ar text NOT NULL, title_en text NOT NULL,
  image text,
  unit_price integer NOT NULL CHECK (unit_price >= 0),
  quantity integer NOT NULL CHECK (quantity > 0),
  PRIMARY KEY (order_id, product_id)
);

-- What FIB answered when the payment was created; status is re-read from FIB, never taken from a callback.
CREATE TABLE fib_payments (
  payment_id text PRIMARY KEY,
  order_id uuid NOT NULL UNIQUE REFERENCES orders(id) ON DELETE CASCADE,
  readable_code text NOT NULL,
  qr_code text NOT NULL,
  valid_until timestamptz NOT NULL,
  personal_app_link text NOT NULL,
  business_app_link text NOT NULL,
  corporate_app_link text NOT NULL,
  status text NOT NULL DEFAULT 'UNPAID',
  declining_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One use per order; a released use no longer counts against the voucher's limits.
CREATE TABLE voucher_uses (
  order_id uuid PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE,
  voucher_id bigint NOT NULL REFERENCES vouchers(id),
  account_id uuid NOT NULL REFERENCES accounts(id),
  discount integer NOT NULL CHECK (discount >= 0),
  released_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX voucher_uses_counting ON voucher_uses (voucher_id, account_id) WHERE released_at IS NULL;

-- The balance is always the sum of the entries. An order earns, redeems and returns at most once each.
CREATE TABLE reward_point_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts(id),
  order_id uuid REFERENCES orders(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('earned', 'redeemed', 'returned')),
  points integer NOT NULL CHECK (points <> 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (order_id, kind)
);
CREATE INDEX reward_point_entries_account ON reward_point_entries (account_id, id DESC);

-- A retried POST /api/orders with the same key returns the first answer; with another body it is refused.
CREATE TABLE idempotency_keys (
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  key text NOT NULL,
  request_hash text NOT NULL,
  order_id uuid REFERENCES orders(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, key)
);
