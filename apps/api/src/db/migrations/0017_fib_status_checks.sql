-- When the bank was last asked about a payment's status. Polling (a shopper's order page, the overdue sweep) claims
-- the payment with a conditional UPDATE of this column before asking, so one payment is asked about at most once a
-- minute however many API replicas and workers poll it: the row is the lock, and the slowest replica finds it
-- already claimed. NULL: never asked.
ALTER TABLE fib_payments ADD COLUMN status_checked_at timestamptz;
