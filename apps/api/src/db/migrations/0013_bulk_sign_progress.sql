ALTER TABLE "bulk_signs" ADD COLUMN "state" varchar(16) DEFAULT 'created' NOT NULL;--> statement-breakpoint
ALTER TABLE "bulk_signs" ADD COLUMN "failures" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bulk_signs" ADD COLUMN "signed_ip" varchar(64);--> statement-breakpoint
ALTER TABLE "bulk_signs" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bulk_signs" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bulk_signs" ADD COLUMN "lease_owner" uuid;--> statement-breakpoint
ALTER TABLE "bulk_signs" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bulk_signs" ADD COLUMN "seen_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bulk_signs_user_unseen_idx" ON "bulk_signs" USING btree ("user_id","seen_at");