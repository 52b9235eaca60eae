CREATE TABLE "order_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"actor_user_id" integer,
	"note" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_history_actor_check" CHECK ("order_history"."actor" IN ('staff', 'customer', 'system'))
);
--> statement-breakpoint
CREATE TABLE "order_parcels" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"carrier" text NOT NULL,
	"tracking_number" text NOT NULL,
	"date_shipped" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "date_delivered" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_parcels" ADD CONSTRAINT "order_parcels_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_history_order_idx" ON "order_history" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_parcels_order_idx" ON "order_parcels" USING btree ("order_id");