import { defineConfig } from 'drizzle-kit';

// Run from the workspace root: npx drizzle-kit generate --config apps/api/drizzle.config.ts
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/api/src/db/schema',
  out: './apps/api/src/db/migrations',
});
