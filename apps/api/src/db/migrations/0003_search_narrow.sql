-- In-database search engine, part 3: a narrow table with one small row per product holding only what
-- search matches, filters, ranks, sorts, counts and facets on. Reading 10k–27k wide products rows (~3.3 KB
-- each, long texts and images) per text query was what made search slow at 100k products; the final page of
-- hits is still built from products, so hits never show stale data.
-- Kept equal to products / product_attribute_values / categories by triggers, so every write path (indexer,
-- seed, admin edits, raw SQL) keeps it fresh. Deleted products leave through the foreign key cascade.
CREATE TABLE product_search (
  id integer PRIMARY KEY REFERENCES products(id) ON DELETE CASCADE,
  search_terms tsvector NOT NULL DEFAULT ''::tsvector,
  sku text NOT NULL,
  category_id integer NOT NULL,
  collection_id integer NOT NULL,
  brand_id integer,
  price integer NOT NULL,
  original_price integer,
  stock integer NOT NULL,
  best_seller_rank integer,
  sales_count integer NOT NULL,
  created_at timestamptz NOT NULL,
  value_ids integer[] NOT NULL DEFAULT '{}'
);
CREATE INDEX product_search_terms_idx ON product_search USING gin (search_terms);
CREATE INDEX product_search_value_ids_idx ON product_search USING gin (value_ids);
CREATE INDEX product_search_category_idx ON product_search (category_id);
CREATE INDEX product_search_collection_idx ON product_search (collection_id);
CREATE INDEX product_search_price_idx ON product_search (price);
CREATE INDEX product_search_created_idx ON product_search (created_at);
CREATE INDEX product_search_sales_count_idx ON product_search (sales_count);
CREATE INDEX product_search_best_seller_rank_idx ON product_search (best_seller_rank);

-- Upserts the rows of these products (from the written rows of a statement), skipping rows that did not change
-- so stock-only writes of unrelated columns leave no dead tuples.
CREATE FUNCTION product_search_upsert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search AS s (id, search_terms, sku, category_id, collection_id, brand_id, price, original_price,
                                   stock, best_seller_rank, sales_count, created_at, value_ids)
  SELECT n.id, n.search_terms, n.sku, n.category_id, c.collection_id, n.brand_id, n.price, n.original_price,
         n.stock, n.best_seller_rank, n.sales_count, n.created_at,
         coalesce((SELECT array_agg(pav.attribute_value_id ORDER BY pav.attribute_value_id)
                     FROM product_attribute_values pav WHERE pav.product_id = n.id), '{}')
    FROM new_rows n JOIN categories c ON c.id = n.category_id
  ON CONFLICT (id) DO UPDATE SET
    search_terms = EXCLUDED.search_terms, sku = EXCLUDED.sku, category_id = EXCLUDED.category_id,
    collection_id = EXCLUDED.collection_id, brand_id = EXCLUDED.brand_id, price = EXCLUDED.price,
    original_price = EXCLUDED.original_price, stock = EXCLUDED.stock, best_seller_rank = EXCLUDED.best_seller_rank,
    sales_count = EXCLUDED.sales_count, created_at = EXCLUDED.created_at, value_ids = EXCLUDED.value_ids
  WHERE (s.search_terms, s.sku, s.category_id, s.collection_id, s.brand_id, s.price, s.original_price, s.stock,
         s.best_seller_rank, s.sales_count, s.created_at, s.value_ids)
        IS DISTINCT FROM
        (EXCLUDED.search_terms, EXCLUDED.sku, EXCLUDED.category_id, EXCLUDED.collection_id, EXCLUDED.brand_id,
         EXCLUDED.price, EXCLUDED.original_price, EXCLUDED.stock, EXCLUDED.best_seller_rank, EXCLUDED.sales_count,
         EXCLUDED.created_at, EXCLUDED.value_ids);
  RETURN NULL;
END $$;

CREATE TRIGGER products_product_search_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_upsert();
CREATE TRIGGER products_product_search_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_upsert();

-- Recomputes value_ids of the products whose attribute values were written. A product's own delete cascades
-- here after its product_search row is gone, so those ids simply match nothing.
CREATE FUNCTION product_search_refresh_values(product_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_search s
     SET value_ids = v.ids
    FROM (SELECT u.id, coalesce((SELECT array_agg(pav.attribute_value_id ORDER BY pav.attribute_value_id)
                                   FROM product_attribute_values pav WHERE pav.product_id = u.id), '{}') AS ids
            FROM (SELECT DISTINCT unnest(product_ids) AS id) u) v
   WHERE s.id = v.id AND s.value_ids IS DISTINCT FROM v.ids;
END $$;

CREATE FUNCTION product_search_values_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_search_refresh_values(ARRAY(SELECT product_id FROM new_rows));
  RETURN NULL;
END $$;

CREATE FUNCTION product_search_values_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_search_refresh_values(ARRAY(SELECT product_id FROM old_rows));
  RETURN NULL;
END $$;

CREATE FUNCTION product_search_values_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_search_refresh_values(ARRAY(SELECT product_id FROM old_rows UNION SELECT product_id FROM new_rows));
  RETURN NULL;
END $$;

CREATE TRIGGER product_attribute_values_product_search_insert AFTER INSERT ON product_attribute_values
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_values_on_insert();
CREATE TRIGGER product_attribute_values_product_search_delete AFTER DELETE ON product_attribute_values
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_values_on_delete();
CREATE TRIGGER product_attribute_values_product_search_update AFTER UPDATE ON product_attribute_values
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_values_on_update();

-- A category moved to another collection moves its products' collection_id.
CREATE FUNCTION product_search_categories_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_search s SET collection_id = c.collection_id
    FROM new_rows c
   WHERE s.category_id = c.id AND s.collection_id <> c.collection_id;
  RETURN NULL;
END $$;

CREATE TRIGGER categories_product_search_update AFTER UPDATE ON categories
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_search_categories_on_update();

INSERT INTO product_search (id, search_terms, sku, category_id, collection_id, brand_id, price, original_price, stock,
                            best_seller_rank, sales_count, created_at, value_ids)
SELECT p.id, p.search_terms, p.sku, p.category_id, c.collection_id, p.brand_id, p.price, p.original_price, p.stock,
       p.best_seller_rank, p.sales_count, p.created_at,
       coalesce((SELECT array_agg(pav.attribute_value_id ORDER BY pav.attribute_value_id)
                   FROM product_attribute_values pav WHERE pav.product_id = p.id), '{}')
  FROM products p JOIN categories c ON c.id = p.category_id;
