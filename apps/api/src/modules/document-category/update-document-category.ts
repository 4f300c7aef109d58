import type { DocumentCategory, DocumentCategoryInput } from '@esign/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { documentCategories } from '../../db/schema/documents';
import { notFound } from '../../http/api-error';
import type { Principal } from '../../http/principal';
import { recordActivity } from '../monitoring/record-activity';
import { assertCategoryNameFree, categoryNameTaken } from './assert-category-name-free';
import { documentCategoryColumns } from './document-category-columns';
import { isUniqueViolation } from '../../db/is-unique-violation';

/** The activity sentence of a change, or null when nothing changed. */
function describeChange(before: DocumentCategory, after: DocumentCategoryInput): string | null {
  const parts: string[] = [];
  if (before.category_name !== after.category_name) {
    parts.push(`renamed document category ${before.category_name} to ${after.category_name}`);
  }
  if (before.is_confidential !== after.is_confidential) {
    const name = parts.length ? 'it' : `document category ${after.category_name}`;
    parts.push(`made ${name} ${after.is_confidential ? 'confidential' : 'not confidential'}`);
  }
  if (!parts.length) return null;
  const sentence = parts.join(' and ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/**
 * PUT admin document-category/:id: renames a category (a change of letter case alone is a
 * rename) or changes its confidentiality. 404 for an unknown id, before any name check.
 */
export async function updateDocumentCategory(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  principal: Principal,
  input: DocumentCategoryInput & { id: number; ip: string },
): Promise<DocumentCategory> {
  const now = ctx.clock();
  try {
    return await ctx.db.transaction(async (tx) => {
      const [before] = await tx
        .select(documentCategoryColumns)
        .from(documentCategories)
        .where(eq(documentCategories.id, input.id))
        .for('update');
      if (!before) throw notFound('Document category not found');
      const change = describeChange(before, input);
      // Spec §7 is silent on a PUT that changes nothing; we answer the row and log nothing.
      if (change === null) return before;
      await assertCategoryNameFree(tx, input.category_name, input.id);
      const [updated] = await tx
        .update(documentCategories)
        .set({
          categoryName: input.category_name,
          isConfidential: input.is_confidential,
          updatedAt: now,
        })
        .where(eq(documentCategories.id, input.id))
        .returning(documentCategoryColumns);
      if (!updated) throw notFound('Document category not found');
      await recordActivity(tx, {
        userId: principal.userId,
        action: 'document-category.update',
        activity: change,
        subjectType: 'document_category',
        subjectId: updated.id,
        ip: input.ip,
        at: now,
      });
      return updated;
    });
  } catch (error) {
    // A concurrent request took the name between our check and our update.
    if (isUniqueViolation(error)) throw categoryNameTaken(input.category_name);
    throw error;
  }
}
