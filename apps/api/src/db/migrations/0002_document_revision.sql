ALTER TABLE "documents" ADD COLUMN "revision" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "documents_revision_idx" ON "documents" USING btree ("revision");--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "document_revision_seq";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "documents_next_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."revision" := nextval('document_revision_seq');
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "documents_revision" BEFORE INSERT OR UPDATE ON "documents"
  FOR EACH ROW EXECUTE FUNCTION "documents_next_revision"();--> statement-breakpoint
UPDATE "documents" SET "revision" = 0;
