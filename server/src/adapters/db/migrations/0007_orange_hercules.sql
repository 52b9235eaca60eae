CREATE TABLE "order_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"line_item_id" integer,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"included" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "source_billing_address_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "source_shipping_address_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "make_primary_billing_address" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "make_primary_shipping_address" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "save_billing_address_on_order_complete" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "save_shipping_address_on_order_complete" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_adjustments" ADD CONSTRAINT "order_adjustments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_adjustments" ADD CONSTRAINT "order_adjustments_line_item_id_line_items_id_fk" FOREIGN KEY ("line_item_id") REFERENCES "public"."line_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_adjustments_order_id_idx" ON "order_adjustments" USING btree ("order_id");