import type { DocumentCategory } from '@esign/contract';
import type { Executor } from '../../db/database';
import { documentCategories } from '../../db/schema/documents';
import { documentCategoryColumns, documentCategoryOrder } from './document-category-columns';

/** Every category by name, for pickers (GET tools dropdown/document-category). */
export async function listDocumentCategoryOptions(executor: Executor): Promise<DocumentCategory[]> {
  return executor
    .select(documentCategoryColumns)
    .from(documentCategories)
    .orderBy(...documentCategoryOrder);
}
