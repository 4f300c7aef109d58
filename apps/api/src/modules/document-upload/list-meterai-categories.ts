import type { MeteraiCategory } from '@esign/contract';
import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { meteraiCategories } from '../../db/schema/document-upload';

/** GET tools dropdown/category-meterai: every meterai category, by name. */
export async function listMeteraiCategories(executor: Executor): Promise<MeteraiCategory[]> {
  return executor
    .select({ id: meteraiCategories.id, name: meteraiCategories.name })
    .from(meteraiCategories)
    .orderBy(asc(meteraiCategories.name));
}
