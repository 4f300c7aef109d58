ALTER TABLE "top_ups" ADD COLUMN "po_attachment_file_id" integer;--> statement-breakpoint
ALTER TABLE "top_ups" ADD COLUMN "po_attachment_name" varchar(255);--> statement-breakpoint
ALTER TABLE "top_ups" ADD CONSTRAINT "top_ups_po_attachment_file_id_stored_files_id_fk" FOREIGN KEY ("po_attachment_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_ups" ADD CONSTRAINT "top_ups_po_attachment_check" CHECK (("top_ups"."po_attachment_file_id" is null) = ("top_ups"."po_attachment_name" is null));