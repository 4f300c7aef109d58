ALTER TABLE "documents" ADD COLUMN "is_confidential" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Existing documents keep the confidentiality their category has now; from here on it is fixed at creation.
UPDATE "documents" SET "is_confidential" = true
  FROM "document_categories"
  WHERE "document_categories"."id" = "documents"."category_id" AND "document_categories"."is_confidential";
