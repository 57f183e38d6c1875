-- The back office's operations: shop settings (reward-point rules today), every move of an order with who
-- made it, staff-disabled customer accounts, and the indexes the order list and dashboard read by.

-- One row per setting group, its value a JSON object validated by the API (services/admin-operations).
-- A missing row or key means "the environment's default".
CREATE TABLE shop_settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Each accepted state-machine move of an order, written in the move's transaction (services/orders/
-- transitions.ts): the order's history as the back office shows it, whoever moved it (customer, bank, job, staff).
CREATE TABLE order_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  event text NOT NULL,
  status_before text NOT NULL,
  status_after text NOT NULL,
  payment_before text NOT NULL,
  payment_after text NOT NULL,
  actor text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_events_order ON order_events (order_id, id);

-- 'disabled': staff closed the account. Unlike 'deactivated' (the customer's own choice, undone by their next
-- verified sign-in), only staff can enable it again.
ALTER TABLE accounts DROP CONSTRAINT IF EXISTS accounts_status_check;
ALTER TABLE accounts ADD CONSTRAINT accounts_status_check
  CHECK (status IN ('active', 'deactivated', 'deleted', 'disabled'));

-- The order list is read newest first, filtered by status; the dashboard sums by day.
CREATE INDEX orders_created ON orders (created_at DESC, number DESC);
CREATE INDEX orders_status ON orders (status, created_at DESC);
