-- In-database search engine, part 4: the title words alone (with positions, weight A) beside the full
-- search_terms in product_search. search_terms averages ~2.8 KB at 100k products, so it lives out of line and
-- every ranking check on it decompresses it again; the title-only checks (attribute, exactness) read this small
-- inline vector instead, and the checks that need the body are answered by the GIN index (see database-engine.ts).
ALTER TABLE product_search ADD COLUMN title_terms tsvector NOT NULL DEFAULT ''::tsvector;
ALTER TABLE product_search ALTER COLUMN title_terms SET STORAGE MAIN;

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
    sales_count = EXCLUDED.sales_count, created_at = EXCLUDED.created_at, value_ids = EXCLUDED.value_ids
  WHERE (s.search_terms, s.title_terms, s.sku, s.category_id, s.collection_id, s.brand_id, s.price, s.original_price, s.stock,
         s.best_seller_rank, s.sales_count, s.created_at, s.value_ids)
        IS DISTINCT FROM
        (EXCLUDED.search_terms, EXCLUDED.title_terms, EXCLUDED.sku, EXCLUDED.category_id, EXCLUDED.collection_id, EXCLUDED.brand_id,
         EXCLUDED.price, EXCLUDED.original_price, EXCLUDED.stock, EXCLUDED.best_seller_rank, EXCLUDED.sales_count,
         EXCLUDED.created_at, EXCLUDED.value_ids);
  RETURN NULL;
END $$;

UPDATE product_search s SET title_terms = setweight(to_tsvector('simple', p.search_title), 'A')
  FROM products p WHERE p.id = s.id;
