-- The in-memory search engine keeps the documents of the products it returns (docs/decisions/012), so it must
-- hear of every write that changes a document, not only of those that rewrite product_search (a picture, a
-- brand's or a specification's title, a public specification's value change no product_search column).
-- search_outbox (0016) already gets a row for exactly those writes, by trigger, but a drain deletes its rows
-- within half a second, so a process polling a moment later could miss one. This table keeps the same product
-- ids, stamped with the writing transaction like product_search.change_xid, for the engines' polls to read with
-- the same watermark; rows older than a day are pruned with product_search's tombstones.
CREATE TABLE search_document_changes (
  product_id integer NOT NULL,
  change_xid xid8 NOT NULL DEFAULT pg_current_xact_id(),
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX search_document_changes_change_xid_idx ON search_document_changes (change_xid);

CREATE FUNCTION search_document_changes_from_outbox() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_document_changes (product_id) SELECT DISTINCT product_id FROM new_rows;
  RETURN NULL;
END $$;
CREATE TRIGGER search_outbox_document_changes AFTER INSERT ON search_outbox
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_document_changes_from_outbox();
