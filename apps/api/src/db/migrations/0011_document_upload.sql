CREATE TABLE "meterai_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meterai_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upload_draft_placements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "upload_draft_placements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"draft_id" integer NOT NULL,
	"type" varchar(20) NOT NULL,
	"signer_user_id" integer,
	"meterai_category_id" integer,
	"page" integer NOT NULL,
	"x" real NOT NULL,
	"y" real NOT NULL,
	"width" real NOT NULL,
	"height" real NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upload_draft_placements_kind_check" CHECK (("upload_draft_placements"."type" = 'signature' and "upload_draft_placements"."signer_user_id" is not null and "upload_draft_placements"."meterai_category_id" is null)
        or ("upload_draft_placements"."type" = 'e_meterai' and "upload_draft_placements"."signer_user_id" is null and "upload_draft_placements"."meterai_category_id" is not null)
        or ("upload_draft_placements"."type" = 'seal' and "upload_draft_placements"."signer_user_id" is null and "upload_draft_placements"."meterai_category_id" is null)),
	CONSTRAINT "upload_draft_placements_page_check" CHECK ("upload_draft_placements"."page" >= 1)
);
--> statement-breakpoint
CREATE TABLE "upload_draft_recipients" (
	"draft_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"sign_order" smallint NOT NULL,
	CONSTRAINT "upload_draft_recipients_draft_id_user_id_pk" PRIMARY KEY("draft_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "upload_drafts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "upload_drafts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference_number" varchar(64) NOT NULL,
	"uploader_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"file_id" bigint NOT NULL,
	"page_count" integer NOT NULL,
	"pages" jsonb NOT NULL,
	"signing_type" varchar(20),
	"category_id" integer,
	"signing_order" varchar(20) DEFAULT 'sequential' NOT NULL,
	"seal" boolean DEFAULT false NOT NULL,
	"viewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upload_drafts_page_count_check" CHECK ("upload_drafts"."page_count" > 0)
);
--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD COLUMN "draft_id" integer;--> statement-breakpoint
ALTER TABLE "upload_draft_placements" ADD CONSTRAINT "upload_draft_placements_draft_id_upload_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."upload_drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_draft_placements" ADD CONSTRAINT "upload_draft_placements_meterai_category_id_meterai_categories_id_fk" FOREIGN KEY ("meterai_category_id") REFERENCES "public"."meterai_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_draft_placements" ADD CONSTRAINT "upload_draft_placements_recipient_fk" FOREIGN KEY ("draft_id","signer_user_id") REFERENCES "public"."upload_draft_recipients"("draft_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_draft_recipients" ADD CONSTRAINT "upload_draft_recipients_draft_id_upload_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."upload_drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_draft_recipients" ADD CONSTRAINT "upload_draft_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_drafts" ADD CONSTRAINT "upload_drafts_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_drafts" ADD CONSTRAINT "upload_drafts_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_drafts" ADD CONSTRAINT "upload_drafts_category_id_document_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."document_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "meterai_categories_name_lower_key" ON "meterai_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "upload_draft_placements_draft_idx" ON "upload_draft_placements" USING btree ("draft_id");--> statement-breakpoint
CREATE UNIQUE INDEX "upload_drafts_reference_number_key" ON "upload_drafts" USING btree ("reference_number");--> statement-breakpoint
CREATE INDEX "upload_drafts_uploader_created_idx" ON "upload_drafts" USING btree ("uploader_id","created_at");--> statement-breakpoint
ALTER TABLE "otp_challenges" ADD CONSTRAINT "otp_challenges_draft_id_upload_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."upload_drafts"("id") ON DELETE cascade ON UPDATE no action;