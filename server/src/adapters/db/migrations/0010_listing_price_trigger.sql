-- products.listing_price_minor is the default variant's effective price (a sale price counts only below
-- the price; the default variant is the first by is_default desc, sort_order, id), the same rule as
-- domain/catalog/product-price.rules.ts. A trigger keeps it right whoever writes variants (importer,
-- admin tools, SQL), so listings sort and filter by price through products_price_idx.
CREATE FUNCTION refresh_listing_price(target_product integer) RETURNS void LANGUAGE sql AS $$
  UPDATE products SET listing_price_minor = (
    SELECT CASE WHEN v.sale_price_minor < v.price_minor THEN v.sale_price_minor ELSE v.price_minor END
      FROM variants v
     WHERE v.product_id = target_product
     ORDER BY v.is_default DESC, v.sort_order ASC, v.id ASC
     LIMIT 1
  )
  WHERE id = target_product;
$$;--> statement-breakpoint
CREATE FUNCTION variants_refresh_listing_price() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM refresh_listing_price(OLD.product_id);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND (TG_OP = 'INSERT' OR NEW.product_id <> OLD.product_id) THEN
    PERFORM refresh_listing_price(NEW.product_id);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER variants_listing_price_insert_delete
  AFTER INSERT OR DELETE ON variants
  FOR EACH ROW EXECUTE FUNCTION variants_refresh_listing_price();--> statement-breakpoint
CREATE TRIGGER variants_listing_price_update
  AFTER UPDATE OF price_minor, sale_price_minor, is_default, sort_order, product_id ON variants
  FOR EACH ROW EXECUTE FUNCTION variants_refresh_listing_price();--> statement-breakpoint
UPDATE products p SET listing_price_minor = (
  SELECT CASE WHEN v.sale_price_minor < v.price_minor THEN v.sale_price_minor ELSE v.price_minor END
    FROM variants v
   WHERE v.product_id = p.id
   ORDER BY v.is_default DESC, v.sort_order ASC, v.id ASC
   LIMIT 1
);
