-- The listing's total ("N products", the number of pages) without counting: enabled products per
-- category (category_key 0 = without a category), kept exact by triggers on products whoever writes
-- them (importer, admin tools, SQL). Inserts and deletes are counted per statement from the transition
-- tables, so a bulk import costs one upsert per category rather than one per product; updates only
-- when `enabled` or `category_id` really change (the listing-price trigger's updates never fire it).
-- Counter rows are upserted in key order, so two writers never wait for each other in opposite orders.
CREATE TABLE "product_listing_counts" (
	"category_key" integer PRIMARY KEY NOT NULL,
	"enabled_products" integer DEFAULT 0 NOT NULL
);--> statement-breakpoint
-- Inserted rows count up, deleted rows down; both triggers name their transition table changed_products.
CREATE FUNCTION products_count_inserted_or_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_listing_counts AS c (category_key, enabled_products)
  SELECT coalesce(category_id, 0), CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END * count(*)
    FROM changed_products WHERE enabled GROUP BY 1 ORDER BY 1
  ON CONFLICT (category_key)
  DO UPDATE SET enabled_products = c.enabled_products + excluded.enabled_products;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION products_count_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_listing_counts AS c (category_key, enabled_products)
  SELECT change.key, sum(change.delta)
    FROM (VALUES (coalesce(OLD.category_id, 0), CASE WHEN OLD.enabled THEN -1 ELSE 0 END),
                 (coalesce(NEW.category_id, 0), CASE WHEN NEW.enabled THEN 1 ELSE 0 END)
         ) AS change (key, delta)
   GROUP BY change.key
  HAVING sum(change.delta) <> 0
   ORDER BY change.key
  ON CONFLICT (category_key)
  DO UPDATE SET enabled_products = c.enabled_products + excluded.enabled_products;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION products_count_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_listing_counts;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER products_listing_counts_insert
  AFTER INSERT ON products REFERENCING NEW TABLE AS changed_products
  FOR EACH STATEMENT EXECUTE FUNCTION products_count_inserted_or_deleted();--> statement-breakpoint
CREATE TRIGGER products_listing_counts_delete
  AFTER DELETE ON products REFERENCING OLD TABLE AS changed_products
  FOR EACH STATEMENT EXECUTE FUNCTION products_count_inserted_or_deleted();--> statement-breakpoint
CREATE TRIGGER products_listing_counts_update
  AFTER UPDATE OF enabled, category_id ON products
  FOR EACH ROW
  WHEN (OLD.enabled IS DISTINCT FROM NEW.enabled OR OLD.category_id IS DISTINCT FROM NEW.category_id)
  EXECUTE FUNCTION products_count_updated();--> statement-breakpoint
CREATE TRIGGER products_listing_counts_truncate
  AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION products_count_truncated();--> statement-breakpoint
INSERT INTO product_listing_counts (category_key, enabled_products)
SELECT coalesce(category_id, 0), count(*) FROM products WHERE enabled GROUP BY 1 ORDER BY 1;
