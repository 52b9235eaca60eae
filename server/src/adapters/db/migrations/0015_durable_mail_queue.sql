ALTER TABLE "mail_outbox" ALTER COLUMN "sent_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "sent_at" DROP NOT NULL;--> statement-breakpoint
-- Mails recorded before the queue existed were sent: each gets a key of its own.
ALTER TABLE "mail_outbox" ADD COLUMN "key" text;--> statement-breakpoint
UPDATE "mail_outbox" SET "key" = 'recorded:' || "id";--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "status" text DEFAULT 'sent' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "queued_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "mail_outbox" SET "queued_at" = "sent_at";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."status" = 'queued';--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_key_unique" UNIQUE("key");