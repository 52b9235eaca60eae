CREATE TABLE "payment_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"customer_id" integer NOT NULL,
	"gateway_id" integer NOT NULL,
	"token" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"response" text DEFAULT '' NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_sources_uid_unique" UNIQUE("uid")
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"gateway_id" integer NOT NULL,
	"name" text NOT NULL,
	"handle" text NOT NULL,
	"reference" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"plan_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "subscription_plans_uid_unique" UNIQUE("uid"),
	CONSTRAINT "subscription_plans_handle_unique" UNIQUE("handle")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"user_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"gateway_id" integer NOT NULL,
	"reference" text NOT NULL,
	"subscription_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"trial_days" integer DEFAULT 0 NOT NULL,
	"next_payment_date" timestamp with time zone,
	"has_started" boolean DEFAULT true NOT NULL,
	"is_canceled" boolean DEFAULT false NOT NULL,
	"date_canceled" timestamp with time zone,
	"is_expired" boolean DEFAULT false NOT NULL,
	"date_expired" timestamp with time zone,
	"is_suspended" boolean DEFAULT false NOT NULL,
	"date_suspended" timestamp with time zone,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_uid_unique" UNIQUE("uid")
);
--> statement-breakpoint
ALTER TABLE "payment_sources" ADD CONSTRAINT "payment_sources_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sources" ADD CONSTRAINT "payment_sources_gateway_id_gateways_id_fk" FOREIGN KEY ("gateway_id") REFERENCES "public"."gateways"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD CONSTRAINT "subscription_plans_gateway_id_gateways_id_fk" FOREIGN KEY ("gateway_id") REFERENCES "public"."gateways"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_gateway_id_gateways_id_fk" FOREIGN KEY ("gateway_id") REFERENCES "public"."gateways"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_sources_customer_id_idx" ON "payment_sources" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_sources_one_primary_idx" ON "payment_sources" USING btree ("customer_id") WHERE "payment_sources"."is_primary";--> statement-breakpoint
CREATE INDEX "subscriptions_user_id_idx" ON "subscriptions" USING btree ("user_id");