-- A signed-in customer's cart and wishlist (guests keep theirs in the browser until they sign in).
-- One row per product: adding a product again changes its quantity rather than adding a line.
CREATE TABLE cart_items (
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  quantity integer NOT NULL CHECK (quantity > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, product_id)
);

CREATE TABLE wishlist_items (
  account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, product_id)
);
