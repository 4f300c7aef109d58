ALTER TABLE "stored_files" ALTER COLUMN "content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "object_key" varchar(300);--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_object_key_unique" UNIQUE("object_key");--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_content_or_object_check" CHECK (("stored_files"."content" is null) <> ("stored_files"."object_key" is null));