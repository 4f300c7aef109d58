CREATE TABLE "industries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "industries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "industries_name_key" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vendors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"privy_id" varchar(50) NOT NULL,
	"vendor_name" varchar(200) NOT NULL,
	"npwp" varchar(16) NOT NULL,
	"industry_id" integer NOT NULL,
	"position_id" integer NOT NULL,
	"status" varchar(20) DEFAULT 'waiting' NOT NULL,
	"npwp_image_file_id" integer NOT NULL,
	"npwp_image_name" varchar(255) NOT NULL,
	"npwp_image_width" integer NOT NULL,
	"npwp_image_height" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendors_privy_id_key" UNIQUE("privy_id"),
	CONSTRAINT "vendors_privy_id_lower_check" CHECK ("vendors"."privy_id" = lower("vendors"."privy_id")),
	CONSTRAINT "vendors_npwp_check" CHECK ("vendors"."npwp" ~ '^([0-9]{15}|[0-9]{16})$')
);
--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_position_id_job_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."job_positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_npwp_image_file_id_stored_files_id_fk" FOREIGN KEY ("npwp_image_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendors_created_at_idx" ON "vendors" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "vendors_status_idx" ON "vendors" USING btree ("status");