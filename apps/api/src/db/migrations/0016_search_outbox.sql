-- A transactional outbox for an external search engine (Meilisearch; docs/decisions/016). Every write that changes
-- what a product's search document holds (the product, its attribute values and specifications, the titles of its
-- category, brand, specifications and their groups) records the product's id here, in the writing transaction,
-- by trigger: so no write path (back office, checkout, cancelling, CSV import, an expiring payment, a hand-written
-- UPDATE) can change a product and forget to tell search. A drain (services/search-sync) pushes the documents and
-- deletes the rows; a failed push leaves them with a later next_attempt_at (backoff).
--
-- No unique product_id: a change committed while a drain holds an older row for the same product must leave a row
-- of its own, or the drain, which read the document before that commit, would delete the only trace of it.
CREATE TABLE search_outbox (
  id bigserial PRIMARY KEY,
  product_id integer NOT NULL,
  -- The writing transaction: a full re-index drops exactly the rows its snapshot already saw.
  change_xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
  created_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  -- Due from then; a drain that claims a row moves it a lease ahead, so a drain that dies leaves it due again.
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text
);
CREATE INDEX search_outbox_due_idx ON search_outbox (next_attempt_at, id);

-- One holder at a time per name, for as long as its lease runs: pushes to Meilisearch (the drain, a write's own
-- push, a re-index) never interleave, so an older document can never overwrite a newer one. A lease row rather
-- than an advisory lock: it holds no connection and no transaction while Meilisearch works, and it expires by
-- itself when its holder dies.
CREATE TABLE search_sync_leases (
  name text PRIMARY KEY,
  holder text,
  until timestamptz NOT NULL DEFAULT '-infinity'
);

CREATE FUNCTION search_outbox_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO search_outbox (product_id) VALUES (OLD.id);
  ELSIF TG_OP = 'INSERT' OR OLD IS DISTINCT FROM NEW THEN
    INSERT INTO search_outbox (product_id) VALUES (NEW.id);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER products_search_outbox AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION search_outbox_product();

-- Rows that belong to one product (attribute values, specification values).
CREATE FUNCTION search_outbox_product_part() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO search_outbox (product_id) VALUES (OLD.product_id);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND (TG_OP = 'INSERT' OR NEW.product_id <> OLD.product_id) THEN
    INSERT INTO search_outbox (product_id) VALUES (NEW.product_id);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER product_attribute_values_search_outbox AFTER INSERT OR UPDATE OR DELETE ON product_attribute_values
  FOR EACH ROW EXECUTE FUNCTION search_outbox_product_part();
CREATE TRIGGER product_specifications_search_outbox AFTER INSERT OR UPDATE OR DELETE ON product_specifications
  FOR EACH ROW EXECUTE FUNCTION search_outbox_product_part();

-- Shared rows whose titles every document of their products repeats. Inserts concern no product yet, and a
-- delete is refused while products use the row (foreign keys), so only updates matter.
CREATE FUNCTION search_outbox_category() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_outbox (product_id) SELECT p.id FROM products p WHERE p.category_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER categories_search_outbox AFTER UPDATE ON categories
  FOR EACH ROW WHEN ((OLD.title_ku, OLD.title_ar, OLD.title_en, OLD.collection_id)
                     IS DISTINCT FROM (NEW.title_ku, NEW.title_ar, NEW.title_en, NEW.collection_id))
  EXECUTE FUNCTION search_outbox_category();

CREATE FUNCTION search_outbox_brand() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_outbox (product_id) SELECT p.id FROM products p WHERE p.brand_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER brands_search_outbox AFTER UPDATE ON brands
  FOR EACH ROW WHEN ((OLD.title_ku, OLD.title_ar, OLD.title_en) IS DISTINCT FROM (NEW.title_ku, NEW.title_ar, NEW.title_en))
  EXECUTE FUNCTION search_outbox_brand();

CREATE FUNCTION search_outbox_specification() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_outbox (product_id)
  SELECT DISTINCT ps.product_id FROM product_specifications ps WHERE ps.specification_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER specifications_search_outbox AFTER UPDATE ON specifications
  FOR EACH ROW WHEN ((OLD.title_ku, OLD.title_ar, OLD.title_en, OLD.group_id, OLD.sort)
                     IS DISTINCT FROM (NEW.title_ku, NEW.title_ar, NEW.title_en, NEW.group_id, NEW.sort))
  EXECUTE FUNCTION search_outbox_specification();

CREATE FUNCTION search_outbox_specification_group() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_outbox (product_id)
  SELECT DISTINCT ps.product_id FROM product_specifications ps JOIN specifications s ON s.id = ps.specification_id
   WHERE s.group_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER specification_groups_search_outbox AFTER UPDATE ON specification_groups
  FOR EACH ROW WHEN ((OLD.title_ku, OLD.title_ar, OLD.title_en, OLD.sort) IS DISTINCT FROM (NEW.title_ku, NEW.title_ar, NEW.title_en, NEW.sort))
  EXECUTE FUNCTION search_outbox_specification_group();
