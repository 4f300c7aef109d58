import {
  paginationFor,
  type DocumentCategory,
  type DocumentCategoryListQuery,
  type Pagination,
} from '@esign/contract';
import { count, ilike } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { containsPattern } from '../../db/like-pattern';
import { documentCategories } from '../../db/schema/documents';
import { documentCategoryColumns, documentCategoryOrder } from './document-category-columns';

/** GET admin document-category: a page of categories by name, optionally searched by name. */
export async function listDocumentCategories(
  executor: Executor,
  query: DocumentCategoryListQuery,
): Promise<{ data: DocumentCategory[]; meta: { pagination: Pagination } }> {
  const where = query.search
    ? ilike(documentCategories.categoryName, containsPattern(query.search))
    : undefined;
  const data = await executor
    .select(documentCategoryColumns)
    .from(documentCategories)
    .where(where)
    .orderBy(...documentCategoryOrder)
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [total] = await executor.select({ total: count() }).from(documentCategories).where(where);
  return { data, meta: { pagination: paginationFor(total?.total ?? 0, query, data.length) } };
}
