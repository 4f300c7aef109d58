import type { AppContext } from './app-context';
import { seedReferenceData } from './db/seed-reference-data';
import { seedDemoData } from './demo/seed-demo-data';
import { seedDemoDocuments } from './demo/seed-demo-documents';
import { seedDemoVendors } from './demo/seed-demo-vendors';

export interface SeedOptions {
  /** Demo mode: also the demo documents (default true; they take seconds: real PDFs, real signatures). */
  demoDocuments?: boolean;
}

/**
 * What a database needs before the server answers: the reference data in every mode (idempotent,
 * at each start), and in demo mode the demo data and documents (first start only). Run by main.ts
 * before the app is built; tests and benchmarks call it through their helpers.
 */
export async function seedDatabase(
  ctx: Pick<
    AppContext,
    'db' | 'clock' | 'config' | 'files' | 'signer' | 'signingPool' | 'previews'
  >,
  options: SeedOptions = {},
): Promise<void> {
  await seedReferenceData(ctx.db);
  if (ctx.config.mode !== 'demo') return;
  await seedDemoData(ctx.db, ctx.clock, ctx.files);
  await seedDemoVendors(ctx);
  if (options.demoDocuments !== false) await seedDemoDocuments(ctx);
}
