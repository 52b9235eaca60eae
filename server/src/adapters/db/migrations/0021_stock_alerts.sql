CREATE TABLE "stock_alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"purchasable_id" integer NOT NULL,
	"email" text NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"notified_at" timestamp with time zone,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_alerts_email_lower_check" CHECK ("stock_alerts"."email" = lower("stock_alerts"."email"))
);
--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_purchasable_id_variants_id_fk" FOREIGN KEY ("purchasable_id") REFERENCES "public"."variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_variant_email_idx" ON "stock_alerts" USING btree ("purchasable_id","email");--> statement-breakpoint
CREATE INDEX "stock_alerts_email_idx" ON "stock_alerts" USING btree ("email");