ALTER TABLE "products" ADD COLUMN "listing_price_minor" integer;--> statement-breakpoint
CREATE INDEX "products_featured_idx" ON "products" USING btree ("sort_order","id") WHERE "products"."enabled";--> statement-breakpoint
CREATE INDEX "products_category_featured_idx" ON "products" USING btree ("category_id","sort_order","id") WHERE "products"."enabled";--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("listing_price_minor","sort_order","id") WHERE "products"."enabled";--> statement-breakpoint
CREATE INDEX "products_price_desc_idx" ON "products" USING btree ("listing_price_minor" DESC NULLS LAST,"sort_order","id") WHERE "products"."enabled";--> statement-breakpoint
CREATE INDEX "products_title_idx" ON "products" USING btree (lower("title"),"id") WHERE "products"."enabled";--> statement-breakpoint
CREATE INDEX "products_newest_idx" ON "products" USING btree ("date_created" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "products"."enabled";