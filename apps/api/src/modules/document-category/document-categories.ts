import {
  paginationFor,
  type DocumentCategory,
  type DocumentCategoryInput,
  type DocumentCategoryListQuery,
} from '@esign/contract';
import { and, asc, count, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/database';
import { containsPattern } from '../../db/like-pattern';
import { documentCategories } from '../../db/schema/documents';
import { ApiError, notFound } from '../../http/api-error';
import type { Principal } from '../../http/principal';
import { recordActivity } from '../monitoring/record-activity';

const columns = {
  id: documentCategories.id,
  category_name: documentCategories.categoryName,
  is_confidential: documentCategories.isConfidential,
};

const byName = [asc(sql`lower(${documentCategories.categoryName})`), asc(documentCategories.id)];

/** GET document-category: a page of categories by name, optionally searched. */
export async function listDocumentCategories(executor: Executor, query: DocumentCategoryListQuery) {
  const where = query.search
    ? ilike(documentCategories.categoryName, containsPattern(query.search))
    : undefined;
  const data = await executor
    .select(columns)
    .from(documentCategories)
    .where(where)
    .orderBy(...byName)
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [total] = await executor.select({ total: count() }).from(documentCategories).where(where);
  return { data, meta: { pagination: paginationFor(total?.total ?? 0, query, data.length) } };
}

/** Every category, for pickers (tools dropdown/document-category). */
export async function documentCategoryOptions(executor: Executor): Promise<DocumentCategory[]> {
  return executor
    .select(columns)
    .from(documentCategories)
    .orderBy(...byName);
}

export async function getDocumentCategory(
  executor: Executor,
  id: number,
): Promise<DocumentCategory> {
  const [row] = await executor
    .select(columns)
    .from(documentCategories)
    .where(eq(documentCategories.id, id));
  if (!row) throw notFound('Document category not found');
  return row;
}

function nameTaken(name: string): ApiError {
  return new ApiError(409, 'category_name_taken', `A category named "${name}" already exists`);
}

/** A unique violation, whichever driver raised it (drizzle may wrap the driver's error). */
function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

async function assertNameFree(executor: Executor, name: string, exceptId?: number): Promise<void> {
  const conditions: SQL[] = [sql`lower(${documentCategories.categoryName}) = lower(${name})`];
  if (exceptId !== undefined) conditions.push(ne(documentCategories.id, exceptId));
  const [clash] = await executor
    .select({ id: documentCategories.id })
    .from(documentCategories)
    .where(and(...conditions));
  if (clash) throw nameTaken(name);
}

/**
 * Creates (no id) or updates a category. Names are unique case-insensitively: checked first for a
 * clear message, and by the unique index when two requests race.
 */
export async function saveDocumentCategory(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  principal: Principal,
  input: DocumentCategoryInput & { id?: number; ip: string },
): Promise<DocumentCategory> {
  const now = ctx.clock();
  try {
    return await ctx.db.transaction(async (tx) => {
      await assertNameFree(tx, input.category_name, input.id);
      let saved: DocumentCategory | undefined;
      if (input.id === undefined) {
        [saved] = await tx
          .insert(documentCategories)
          .values({
            categoryName: input.category_name,
            isConfidential: input.is_confidential,
            createdAt: now,
            updatedAt: now,
          })
          .returning(columns);
      } else {
        [saved] = await tx
          .update(documentCategories)
          .set({
            categoryName: input.category_name,
            isConfidential: input.is_confidential,
            updatedAt: now,
          })
          .where(eq(documentCategories.id, input.id))
          .returning(columns);
        if (!saved) throw notFound('Document category not found');
      }
      if (!saved) throw new Error('The category was not saved');
      const confidential = saved.is_confidential ? ' (Confidential)' : '';
      await recordActivity(tx, {
        userId: principal.userId,
        action: input.id === undefined ? 'document-category.create' : 'document-category.update',
        activity: `${input.id === undefined ? 'Created' : 'Updated'} document category ${saved.category_name}${confidential}`,
        subjectType: 'document_category',
        subjectId: saved.id,
        ip: input.ip,
        at: now,
      });
      return saved;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(input.category_name);
    throw error;
  }
}
