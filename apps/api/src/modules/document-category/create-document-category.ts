import {
  documentCategoryLabel,
  type DocumentCategory,
  type DocumentCategoryInput,
} from '@esign/contract';
import type { AppContext } from '../../app-context';
import { documentCategories } from '../../db/schema/documents';
import type { Principal } from '../../http/principal';
import { recordActivity } from '../monitoring/record-activity';
import { assertCategoryNameFree, categoryNameTaken } from './assert-category-name-free';
import { documentCategoryColumns } from './document-category-columns';
import { isUniqueViolation } from '../../db/is-unique-violation';

/** POST admin document-category: a new category whose name no other has in any letter case. */
export async function createDocumentCategory(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  principal: Principal,
  input: DocumentCategoryInput & { ip: string },
): Promise<DocumentCategory> {
  const now = ctx.clock();
  try {
    return await ctx.db.transaction(async (tx) => {
      await assertCategoryNameFree(tx, input.category_name);
      const [created] = await tx
        .insert(documentCategories)
        .values({
          categoryName: input.category_name,
          isConfidential: input.is_confidential,
          createdAt: now,
          updatedAt: now,
        })
        .returning(documentCategoryColumns);
      if (!created) throw new Error('The document category was not inserted');
      await recordActivity(tx, {
        userId: principal.userId,
        action: 'document-category.create',
        activity: `Created document category ${documentCategoryLabel(created)}`,
        subjectType: 'document_category',
        subjectId: created.id,
        ip: input.ip,
        at: now,
      });
      return created;
    });
  } catch (error) {
    // A concurrent request took the name between our check and our insert.
    if (isUniqueViolation(error)) throw categoryNameTaken(input.category_name);
    throw error;
  }
}
