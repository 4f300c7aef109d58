import type { Executor } from './database';
import { industries } from './schema/vendors';

/** Industries a vendor account belongs to (the spec names the list, not its entries). */
export const INDUSTRY_NAMES = [
  'Banking & Finance',
  'Construction',
  'Education',
  'Healthcare',
  'Information Technology',
  'Insurance',
  'Legal Services',
  'Logistics',
  'Manufacturing',
  'Retail',
  'Telecommunications',
] as const;

/** Adds the missing industries (idempotent, at each start). */
export async function seedIndustries(tx: Executor): Promise<void> {
  await tx
    .insert(industries)
    .values(INDUSTRY_NAMES.map((name) => ({ name })))
    .onConflictDoNothing();
}
