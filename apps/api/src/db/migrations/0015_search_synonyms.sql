-- Search synonyms (docs/decisions/012): groups of single words a shopper uses for one thing, kept by the owner in
-- the back office. The engines read the whole table (it is small) and widen query words at query time, so a
-- change needs no re-index. Terms are stored as typed; the engines fold them.
CREATE TABLE search_synonyms (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  terms text[] NOT NULL CHECK (cardinality(terms) BETWEEN 2 AND 30),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Typo variants match in the title only (title_terms, as search_terms' stripped body words would match `:A`):
-- a GIN index lets the first-word condition `search_terms @@ … OR title_terms @@ …` stay on indexes.
CREATE INDEX product_search_title_terms_idx ON product_search USING gin (title_terms);

-- Ranking tiers (docs/decisions/012): a word in the title beats one in the category or brand name, which beats one
-- in the description. The names, folded by the indexer like the title, go into title_terms at weight B ("label")
-- beside the title's weight A, so the attribute rule and typo matching can tell the three apart. They stay in
-- search_body too, so search_terms (matching) is unchanged. Filled by the next re-index (the folding is
-- TypeScript); until then title_terms holds the title alone, as before.
ALTER TABLE products ADD COLUMN search_label text NOT NULL DEFAULT '';

-- As in 0006, with the label in title_terms.
CREATE OR REPLACE FUNCTION product_search_upsert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search AS s (id, search_terms, title_terms, sku, category_id, collection_id, brand_id, price, original_price,
                                   stock, best_seller_rank, sales_count, created_at, value_ids)
  SELECT n.id, n.search_terms,
         setweight(to_tsvector('simple', n.search_title), 'A') || setweight(to_tsvector('simple', n.search_label), 'B'),
         n.sku, n.category_id, c.collection_id, n.brand_id, n.price, n.original_price,
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
