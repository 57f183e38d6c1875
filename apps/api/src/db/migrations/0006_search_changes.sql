-- In-memory search engine (docs/decisions/005): each API process keeps its own index of product_search and
-- polls it for what changed. Every write of a product_search row records the writing transaction's id; a reader
-- that remembers the oldest transaction still running when it last looked (pg_snapshot_xmin) re-reads the rows
-- written by that transaction or later, so a transaction that commits late is never skipped (a plain sequence
-- would be: numbers are taken in one order and committed in another). Deleted rows leave a tombstone; a TRUNCATE
-- leaves one with id NULL, which tells readers to reload everything.
ALTER TABLE product_search ADD COLUMN change_xid xid8 NOT NULL DEFAULT pg_current_xact_id();
CREATE INDEX product_search_change_xid_idx ON product_search (change_xid);

CREATE TABLE product_search_deletions (
  -- NULL: the whole table was truncated.
  id integer,
  change_xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
  deleted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX product_search_deletions_change_xid_idx ON product_search_deletions (change_xid);

CREATE FUNCTION product_search_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search_deletions (id) SELECT id FROM old_rows;
  RETURN NULL;
END $$;

CREATE FUNCTION product_search_on_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search_deletions (id) VALUES (NULL);
  RETURN NULL;
END $$;

CREATE TRIGGER product_search_deleted AFTER DELETE ON product_search
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_on_delete();
CREATE TRIGGER product_search_truncated AFTER TRUNCATE ON product_search
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_on_truncate();

-- As in 0004, plus change_xid on update (inserts take the column default).
CREATE OR REPLACE FUNCTION product_search_upsert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search AS s (id, search_terms, title_terms, sku, category_id, collection_id, brand_id, price, original_price,
                                   stock, best_seller_rank, sales_count, created_at, value_ids)
  SELECT n.id, n.search_terms, setweight(to_tsvector('simple', n.search_title), 'A'), n.sku, n.category_id, c.collection_id, n.brand_id, n.price, n.original_price,
         n.stock, n.best_seller_rank, n.sales_count, n.created_at,
         coalesce((SELECT array_agg(pav.attribute_value_id ORDER BY pav.attribute_value_id)
                     FROM product_attribute_values pav WHERE pav.product_id = n.id), '{}')
    FROM new_rows n JOIN categories c ON c.id = n.category_id
  ON CONFLICT (id) DO UPDATE SET
    search_terms = EXCLUDED.search_terms, title_terms = EXCLUDED.title_terms, sku = EXCLUDED.sku, category_id = EXCLUDED.category_id,
    collection_id = EXCLUDED.collection_id, brand_id = EXCLUDED.brand_id, price = EXCLUDED.price,
    original_price = EXCLUDED.original_price, stock = EXCLUDED.stock, best_seller_rank = EXCLUDED.best_seller_rank,
    sales_count = EXCLUDED.sales_count, created_at = EXCLUDED.created_at, value_ids = EXCLUDED.value_ids,
    change_xid = pg_current_xact_id()
  WHERE (s.search_terms, s.title_terms, s.sku, s.category_id, s.collection_id, s.brand_id, s.price, s.original_price, s.stock,
         s.best_seller_rank, s.sales_count, s.created_at, s.value_ids)
        IS DISTINCT FROM
        (EXCLUDED.search_terms, EXCLUDED.title_terms, EXCLUDED.sku, EXCLUDED.category_id, EXCLUDED.collection_id, EXCLUDED.brand_id,
         EXCLUDED.price, EXCLUDED.original_price, EXCLUDED.stock, EXCLUDED.best_seller_rank, EXCLUDED.sales_count,
         EXCLUDED.created_at, EXCLUDED.value_ids);
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION product_search_refresh_values(product_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_search s
     SET value_ids = v.ids, change_xid = pg_current_xact_id()
    FROM (SELECT u.id, coalesce((SELECT array_agg(pav.attribute_value_id ORDER BY pav.attribute_value_id)
                                   FROM product_attribute_values pav WHERE pav.product_id = u.id), '{}') AS ids
            FROM (SELECT DISTINCT unnest(product_ids) AS id) u) v
   WHERE s.id = v.id AND s.value_ids IS DISTINCT FROM v.ids;
END $$;

CREATE OR REPLACE FUNCTION product_search_categories_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_search s SET collection_id = c.collection_id, change_xid = pg_current_xact_id()
    FROM new_rows c
   WHERE s.category_id = c.id AND s.collection_id <> c.collection_id;
  RETURN NULL;
END $$;
