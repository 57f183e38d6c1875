-- In-database search engine, part 2: a compact vector to match and rank on, sort indexes, and triggers
-- that keep search_vocabulary equal to the distinct lexemes of products.search_terms (with document counts),
-- whoever writes the products and however (indexer, seed, deletes).

-- What search matches and ranks on: the title words with positions and weight A (for proximity and
-- "title before body"), plus the distinct body words without positions. It stays small, so per-row ranking
-- checks are cheap, where the full search_vector of long descriptions is compressed and costly to read
-- for every matched row. EXTERNAL: never compressed (moved out of line only as a last resort).
ALTER TABLE products
  ADD COLUMN search_terms tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('simple', search_title), 'A') || strip(to_tsvector('simple', search_body))
  ) STORED;
ALTER TABLE products ALTER COLUMN search_terms SET STORAGE EXTERNAL;
CREATE INDEX products_search_terms_idx ON products USING gin (search_terms);

CREATE INDEX products_sales_count_idx ON products (sales_count);
CREATE INDEX products_best_seller_rank_idx ON products (best_seller_rank);

-- Applies the change from the removed vectors to the added ones to the per-word document counts,
-- dropping words that reach 0. Words are sorted so concurrent writers lock rows in the same order.
CREATE FUNCTION search_vocabulary_apply(removed tsvector[], added tsvector[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  words text[];
  counts integer[];
  emptied tid[];
BEGIN
  SELECT array_agg(word ORDER BY word), array_agg(n ORDER BY word) INTO words, counts
  FROM (
    SELECT word, sum(delta)::integer AS n
    FROM (
      SELECT lexeme AS word, -1 AS delta FROM unnest(removed) AS v(vec), unnest(tsvector_to_array(v.vec)) AS lexeme
      UNION ALL
      SELECT lexeme, 1 FROM unnest(added) AS v(vec), unnest(tsvector_to_array(v.vec)) AS lexeme
    ) changes
    GROUP BY word
    HAVING sum(delta) <> 0
  ) d;
  IF words IS NULL THEN
    RETURN;
  END IF;
  WITH counted AS (
    INSERT INTO search_vocabulary (word, doc_count)
    SELECT w, n FROM unnest(words, counts) AS u(w, n)
    ON CONFLICT (word) DO UPDATE SET doc_count = search_vocabulary.doc_count + EXCLUDED.doc_count
    RETURNING ctid, doc_count
  )
  SELECT array_agg(ctid) INTO emptied FROM counted WHERE doc_count <= 0;
  -- By tuple id: `word = ANY (…)` lets the planner pick the trigram index, which is very slow for equality.
  IF emptied IS NOT NULL THEN
    DELETE FROM search_vocabulary WHERE ctid = ANY (emptied);
  END IF;
END $$;

CREATE FUNCTION search_vocabulary_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_vocabulary_apply('{}', ARRAY(SELECT search_terms FROM new_rows WHERE search_terms <> ''::tsvector));
  RETURN NULL;
END $$;

CREATE FUNCTION search_vocabulary_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_vocabulary_apply(ARRAY(SELECT search_terms FROM old_rows WHERE search_terms <> ''::tsvector), '{}');
  RETURN NULL;
END $$;

-- Rows whose text did not change (stock, price updates) cancel out in the delta. Transition tables have
-- no indexes, so joining old and new rows on id would be quadratic; subtracting whole sets stays linear.
CREATE FUNCTION search_vocabulary_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_vocabulary_apply(
    ARRAY(SELECT search_terms FROM old_rows WHERE search_terms <> ''::tsvector),
    ARRAY(SELECT search_terms FROM new_rows WHERE search_terms <> ''::tsvector)
  );
  RETURN NULL;
END $$;

CREATE TRIGGER products_search_vocabulary_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_on_insert();
CREATE TRIGGER products_search_vocabulary_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_on_delete();
CREATE TRIGGER products_search_vocabulary_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_on_update();
