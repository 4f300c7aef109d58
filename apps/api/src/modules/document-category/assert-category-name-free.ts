import { and, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { documentCategories } from '../../db/schema/documents';
import { ApiError } from '../../http/api-error';

/** The 409 of a name already used by another category, in any letter case. */
export function categoryNameTaken(name: string): ApiError {
  return new ApiError(409, 'category_name_taken', `A category named "${name}" already exists`);
}

/**
 * Throws categoryNameTaken when another category (not `exceptId`) has this name in any case.
 * Only for the clear message: two racing requests both pass it, and the unique index on
 * lower(category_name) decides, so callers also map a unique violation to the same 409.
 */
export async function assertCategoryNameFree(
  executor: Executor,
  name: string,
  exceptId?: number,
): Promise<void> {
  const conditions: SQL[] = [sql`lower(${documentCategories.categoryName}) = lower(${name})`];
  if (exceptId !== undefined) conditions.push(ne(documentCategories.id, exceptId));
  const [clash] = await executor
    .select({ id: documentCategories.id })
    .from(documentCategories)
    .where(and(...conditions))
    .limit(1);
  if (clash) throw categoryNameTaken(name);
}
