-- The log's bodies are stored as written (json) rather than parsed into jsonb on every request; one ALTER so the table is rewritten once.
ALTER TABLE "http_logs" ALTER COLUMN "request_header" SET DATA TYPE json USING "request_header"::json, ALTER COLUMN "request_body" SET DATA TYPE json USING "request_body"::json, ALTER COLUMN "response_body" SET DATA TYPE json USING "response_body"::json;--> statement-breakpoint
-- A response body (a list page: ~9 KB) is compressed on every request: lz4 costs a fraction of the default pglz. A server built without lz4 (PGlite) keeps its default.
DO $$
BEGIN
  ALTER TABLE "http_logs" ALTER COLUMN "request_header" SET COMPRESSION lz4, ALTER COLUMN "request_body" SET COMPRESSION lz4, ALTER COLUMN "response_body" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  NULL;
END $$;
