-- The version of what anonymous storefront pages show (catalogue, prices, stock, content, menus): the
-- server's HTML cache keys its pages by it, so a change by anyone (the importer, an order taking stock,
-- admin tools, SQL, another server process) retires every cached page at once. A sequence, not a
-- counter row: bumping it takes no lock, so concurrent orders never queue behind it, and it is read
-- without a transaction (last_value).
CREATE SEQUENCE storefront_pages_version;--> statement-breakpoint
CREATE FUNCTION bump_storefront_pages_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('storefront_pages_version');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER products_pages_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION bump_storefront_pages_version();--> statement-breakpoint
CREATE TRIGGER variants_pages_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON variants
  FOR EACH STATEMENT EXECUTE FUNCTION bump_storefront_pages_version();--> statement-breakpoint
CREATE TRIGGER product_images_pages_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_images
  FOR EACH STATEMENT EXECUTE FUNCTION bump_storefront_pages_version();--> statement-breakpoint
CREATE TRIGGER categories_pages_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION bump_storefront_pages_version();--> statement-breakpoint
CREATE TRIGGER discounts_pages_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON discounts
  FOR EACH STATEMENT EXECUTE FUNCTION bump_storefront_pages_version();--> statement-breakpoint
CREATE TRIGGER pages_pages_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON pages
  FOR EACH STATEMENT EXECUTE FUNCTION bump_storefront_pages_version();--> statement-breakpoint
CREATE TRIGGER blog_posts_pages_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blog_posts
  FOR EACH STATEMENT EXECUTE FUNCTION bump_storefront_pages_version();--> statement-breakpoint
CREATE TRIGGER blog_categories_pages_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON blog_categories
  FOR EACH STATEMENT EXECUTE FUNCTION bump_storefront_pages_version();--> statement-breakpoint
CREATE TRIGGER case_studies_pages_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON case_studies
  FOR EACH STATEMENT EXECUTE FUNCTION bump_storefront_pages_version();--> statement-breakpoint
CREATE TRIGGER singles_pages_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON singles
  FOR EACH STATEMENT EXECUTE FUNCTION bump_storefront_pages_version();--> statement-breakpoint
CREATE TRIGGER menu_nodes_pages_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON menu_nodes
  FOR EACH STATEMENT EXECUTE FUNCTION bump_storefront_pages_version();--> statement-breakpoint
CREATE TRIGGER assets_pages_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON assets
  FOR EACH STATEMENT EXECUTE FUNCTION bump_storefront_pages_version();
