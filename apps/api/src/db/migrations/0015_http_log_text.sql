-- The log's bodies are kept as the JSON text the server wrote, in text columns: PostgreSQL no longer checks each as json on every request (a third of the cost of a list page's row). One ALTER, so the table is rewritten once.
ALTER TABLE "http_logs" ALTER COLUMN "request_header" SET DATA TYPE text, ALTER COLUMN "request_body" SET DATA TYPE text, ALTER COLUMN "response_body" SET DATA TYPE text;--> statement-breakpoint
-- A change of type resets the columns' compression: lz4 again where the server has it (a server built without lz4, PGlite, keeps its default).
DO $$
BEGIN
  ALTER TABLE "http_logs" ALTER COLUMN "request_header" SET COMPRESSION lz4, ALTER COLUMN "request_body" SET COMPRESSION lz4, ALTER COLUMN "response_body" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  NULL;
END $$;
