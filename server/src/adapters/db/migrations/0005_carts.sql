CREATE TABLE "discount_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"discount_id" integer NOT NULL,
	"customer_id" integer,
	"email" text,
	"uses" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "discount_uses_customer_unique" UNIQUE("discount_id","customer_id"),
	CONSTRAINT "discount_uses_email_unique" UNIQUE("discount_id","email")
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"coupons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"date_from" timestamp with time zone,
	"date_to" timestamp with time zone,
	"total_uses" integer DEFAULT 0 NOT NULL,
	"total_use_limit" integer,
	"per_customer_limit" integer,
	"per_email_limit" integer,
	"registered_customers_only" boolean DEFAULT false NOT NULL,
	"purchasable_ids" jsonb,
	"category_ids" jsonb,
	"exclude_on_promotion" boolean DEFAULT false NOT NULL,
	"minimum_total_minor" integer,
	"minimum_qty" integer,
	"maximum_qty" integer,
	"percent_off_basis_points" integer DEFAULT 0 NOT NULL,
	"amount_off_minor" integer,
	"free_shipping" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "line_items" (
	"id" integer PRIMARY KEY DEFAULT nextval('element_ids') NOT NULL,
	"order_id" integer NOT NULL,
	"purchasable_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"options_signature" text NOT NULL,
	"price_minor" integer NOT NULL,
	"sale_price_minor" integer NOT NULL,
	"description" text NOT NULL,
	"sku" text NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"handle" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shipping_methods_handle_unique" UNIQUE("handle")
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"included" boolean DEFAULT false NOT NULL,
	"taxable" text DEFAULT 'price' NOT NULL,
	"zone" jsonb
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_method_handle" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gateway_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_source_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "register_user_on_order_complete" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billing_address_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_address_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billing_same_as_shipping" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_same_as_billing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "notices" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_uses" ADD CONSTRAINT "discount_uses_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_items" ADD CONSTRAINT "line_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discount_uses_discount_id_idx" ON "discount_uses" USING btree ("discount_id");--> statement-breakpoint
CREATE INDEX "line_items_order_id_idx" ON "line_items" USING btree ("order_id");