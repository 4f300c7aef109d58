CREATE TABLE "balance_transfers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "balance_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"source_cost_center_id" integer NOT NULL,
	"recipient_cost_center_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" varchar(20) DEFAULT 'requested' NOT NULL,
	"requested_by" integer NOT NULL,
	"reject_reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "balance_transfers_amount_check" CHECK ("balance_transfers"."amount" > 0),
	CONSTRAINT "balance_transfers_distinct_check" CHECK ("balance_transfers"."source_cost_center_id" <> "balance_transfers"."recipient_cost_center_id")
);
--> statement-breakpoint
CREATE TABLE "cost_centers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cost_centers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"office_area_id" integer NOT NULL,
	"office_branch_id" integer NOT NULL,
	"office_department_id" integer NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cost_centers_offices_key" UNIQUE("office_area_id","office_branch_id","office_department_id"),
	CONSTRAINT "cost_centers_balance_check" CHECK ("cost_centers"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ematerai_ledger" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ematerai_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cost_center_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reference" varchar(100) NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ematerai_ledger_movement_key" UNIQUE("cost_center_id","kind","reference"),
	CONSTRAINT "ematerai_ledger_amount_check" CHECK ("ematerai_ledger"."amount" <> 0),
	CONSTRAINT "ematerai_ledger_balance_after_check" CHECK ("ematerai_ledger"."balance_after" >= 0)
);
--> statement-breakpoint
ALTER TABLE "balance_transfers" ADD CONSTRAINT "balance_transfers_source_cost_center_id_cost_centers_id_fk" FOREIGN KEY ("source_cost_center_id") REFERENCES "public"."cost_centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_transfers" ADD CONSTRAINT "balance_transfers_recipient_cost_center_id_cost_centers_id_fk" FOREIGN KEY ("recipient_cost_center_id") REFERENCES "public"."cost_centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_transfers" ADD CONSTRAINT "balance_transfers_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_transfers" ADD CONSTRAINT "balance_transfers_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_centers" ADD CONSTRAINT "cost_centers_office_area_id_office_areas_id_fk" FOREIGN KEY ("office_area_id") REFERENCES "public"."office_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_centers" ADD CONSTRAINT "cost_centers_office_branch_id_office_branches_id_fk" FOREIGN KEY ("office_branch_id") REFERENCES "public"."office_branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_centers" ADD CONSTRAINT "cost_centers_office_department_id_office_departments_id_fk" FOREIGN KEY ("office_department_id") REFERENCES "public"."office_departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ematerai_ledger" ADD CONSTRAINT "ematerai_ledger_cost_center_id_cost_centers_id_fk" FOREIGN KEY ("cost_center_id") REFERENCES "public"."cost_centers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ematerai_ledger" ADD CONSTRAINT "ematerai_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_transfers_status_idx" ON "balance_transfers" USING btree ("status");--> statement-breakpoint
CREATE INDEX "balance_transfers_created_at_idx" ON "balance_transfers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "cost_centers_branch_idx" ON "cost_centers" USING btree ("office_branch_id");--> statement-breakpoint
CREATE INDEX "cost_centers_department_idx" ON "cost_centers" USING btree ("office_department_id");--> statement-breakpoint
CREATE INDEX "ematerai_ledger_created_at_idx" ON "ematerai_ledger" USING btree ("created_at");