ALTER TABLE "notifications" ADD COLUMN "subject_type" varchar(20);--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "subject_id" varchar(100);--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "link" varchar(300);--> statement-breakpoint
CREATE INDEX "notifications_user_id_idx" ON "notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;