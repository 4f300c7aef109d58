import type { IndustryOption } from '@esign/contract';
import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { industries } from '../../db/schema/vendors';

/** GET tools dropdown/industry: every industry, by name. */
export async function listIndustryOptions(executor: Executor): Promise<IndustryOption[]> {
  return executor
    .select({ id: industries.id, name: industries.name })
    .from(industries)
    .orderBy(asc(industries.name));
}
