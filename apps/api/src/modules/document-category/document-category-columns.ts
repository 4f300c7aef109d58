import { asc, sql } from 'drizzle-orm';
import { documentCategories } from '../../db/schema/documents';

/** A category row as the contract's DocumentCategory; every operation selects and returns this. */
export const documentCategoryColumns = {
  id: documentCategories.id,
  category_name: documentCategories.categoryName,
  is_confidential: documentCategories.isConfidential,
};

/** By name, case-insensitively, then id, so pages and pickers are stable. */
export const documentCategoryOrder = [
  asc(sql`lower(${documentCategories.categoryName})`),
  asc(documentCategories.id),
];
