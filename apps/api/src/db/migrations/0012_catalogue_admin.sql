-- Catalogue administration: uploaded pictures, the stock ledger, curated related products, picture alt texts,
-- archiving, and CSV import jobs (docs/decisions/011-pictures-and-catalogue-import.md).

-- An archived product (active = false) stays in the database for the orders that name it, but search no longer
-- finds it: after the product_search triggers of 0003 have written its row, the trigger below removes it again
-- (triggers of one event fire in name order, and products_search_hides_* sorts after products_product_search_*).
ALTER TABLE products ADD COLUMN active boolean NOT NULL DEFAULT true;
-- Alt text of each picture, in the order of products.images: [{ku, ar, en}, …].
ALTER TABLE products ADD COLUMN image_alts jsonb NOT NULL DEFAULT '[]';
CREATE INDEX products_stock_idx ON products (stock);

CREATE FUNCTION product_search_hide_inactive() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_search s USING new_rows n WHERE s.id = n.id AND NOT n.active;
  RETURN NULL;
END $$;

CREATE TRIGGER products_search_hides_inactive_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_hide_inactive();
CREATE TRIGGER products_search_hides_inactive_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_hide_inactive();

-- One uploaded picture. Stored once (the same bytes uploaded twice are one row, by their SHA-256); its
-- resized variants are made on first request and kept in the same storage.
CREATE TABLE media (
  id uuid PRIMARY KEY,
  sha256 text NOT NULL UNIQUE,
  -- What sharp found in the bytes (never the file name or the declared type).
  format text NOT NULL CHECK (format IN ('jpeg', 'png', 'webp')),
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  bytes integer NOT NULL CHECK (bytes > 0),
  original_name text,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Every stock change that is not an order: who, why, how much and what the stock became.
CREATE TABLE stock_movements (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  at timestamptz NOT NULL DEFAULT now(),
  delta integer NOT NULL,
  stock_after integer NOT NULL CHECK (stock_after >= 0),
  reason text NOT NULL,
  -- 'adjustment' (POST …/stock), 'product_edit' (a PATCH that set the stock), 'created', 'import'.
  source text NOT NULL,
  actor_kind text NOT NULL,
  actor_id text,
  actor_label text NOT NULL
);
CREATE INDEX stock_movements_product_idx ON stock_movements (product_id, at DESC, id DESC);

-- Related products chosen by staff, in their order.
CREATE TABLE product_related (
  product_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  related_id integer NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  position integer NOT NULL,
  PRIMARY KEY (product_id, related_id),
  CHECK (product_id <> related_id)
);
CREATE INDEX product_related_related_idx ON product_related (related_id);

-- A CSV import runs as a job: the request answers at once with the job's id and the back office polls it.
CREATE TABLE catalogue_import_jobs (
  id uuid PRIMARY KEY,
  status text NOT NULL CHECK (status IN ('queued', 'running', 'done', 'failed')),
  total integer NOT NULL DEFAULT 0,
  processed integer NOT NULL DEFAULT 0,
  created integer NOT NULL DEFAULT 0,
  updated integer NOT NULL DEFAULT 0,
  -- [{row, field, message}], row numbers as a spreadsheet shows them (the header is row 1).
  errors jsonb NOT NULL DEFAULT '[]',
  file_name text,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
