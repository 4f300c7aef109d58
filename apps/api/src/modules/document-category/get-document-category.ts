import type { DocumentCategory } from '@esign/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { documentCategories } from '../../db/schema/documents';
import { notFound } from '../../http/api-error';
import { documentCategoryColumns } from './document-category-columns';

/** GET admin document-category/:id, or a 404. */
export async function getDocumentCategory(
  executor: Executor,
  id: number,
): Promise<DocumentCategory> {
  const [row] = await executor
    .select(documentCategoryColumns)
    .from(documentCategories)
    .where(eq(documentCategories.id, id));
  if (!row) throw notFound('Document category not found');
  return row;
}
