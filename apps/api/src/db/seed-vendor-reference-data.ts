import type { Executor } from './database';
import { jobPositions } from './schema/job-positions';
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

/** Job positions of an account holder (the spec names the list, not its entries). */
export const JOB_POSITION_NAMES = [
  'Director',
  'Manager',
  'Supervisor',
  'Staff',
  'Legal Officer',
  'Finance Officer',
  'Procurement Officer',
] as const;

/** Adds the missing industries and job positions (idempotent, at each start). */
export async function seedVendorReferenceData(tx: Executor): Promise<void> {
  await tx
    .insert(industries)
    .values(INDUSTRY_NAMES.map((name) => ({ name })))
    .onConflictDoNothing();
  await tx
    .insert(jobPositions)
    .values(JOB_POSITION_NAMES.map((name) => ({ name })))
    .onConflictDoNothing();
}
