CREATE TABLE "top_ups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "top_ups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cost_center_id" integer NOT NULL,
	"po_number" varchar(64) NOT NULL,
	"line_item_number" varchar(64) NOT NULL,
	"amount" integer NOT NULL,
	"stamps" integer NOT NULL,
	"status" varchar(20) DEFAULT 'request' NOT NULL,
	"requested_by" integer NOT NULL,
	"reject_reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"invoice_file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "top_ups_amount_check" CHECK ("top_ups"."amount" > 0),
	CONSTRAINT "top_ups_stamps_check" CHECK ("top_ups"."stamps" > 0)
);
--> statement-breakpoint
ALTER TABLE "top_ups" ADD CONSTRAINT "top_ups_cost_center_id_cost_centers_id_fk" FOREIGN KEY ("cost_center_id") REFERENCES "public"."cost_centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_ups" ADD CONSTRAINT "top_ups_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_ups" ADD CONSTRAINT "top_ups_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_ups" ADD CONSTRAINT "top_ups_invoice_file_id_stored_files_id_fk" FOREIGN KEY ("invoice_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "top_ups_status_idx" ON "top_ups" USING btree ("status");--> statement-breakpoint
CREATE INDEX "top_ups_created_at_idx" ON "top_ups" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "top_ups_cost_center_idx" ON "top_ups" USING btree ("cost_center_id");