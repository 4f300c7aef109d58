import { z } from './zod';
import { defineEndpoint } from './endpoint';
import { dataEnvelope, paginatedEnvelope, PaginationQuerySchema } from './envelope';
import { IdParamsSchema, safeText, SearchQuerySchema } from './primitives';

// Document categories (spec §3, §7 "Document category"). A confidential category's documents
// are visible only to their participants.

export const DocumentCategorySchema = z.object({
  id: z.number().check(z.int()),
  category_name: z.string(),
  is_confidential: z.boolean(),
});
export type DocumentCategory = z.infer<typeof DocumentCategorySchema>;

/** "Name (Confidential)" for a confidential category, the name alone otherwise (spec §3). */
export function documentCategoryLabel(
  category: Pick<DocumentCategory, 'category_name' | 'is_confidential'>,
): string {
  return category.is_confidential
    ? `${category.category_name} (Confidential)`
    : category.category_name;
}

export const DocumentCategoryInputSchema = z.strictObject({
  category_name: safeText({
    min: 1,
    max: 100,
    trim: true,
    minMessage: 'Category name is required',
  }),
  is_confidential: z._default(z.boolean(), false),
});
export type DocumentCategoryInput = z.infer<typeof DocumentCategoryInputSchema>;

/** POST and PUT carry the category under `data` (spec §7: "with data"). */
export const DocumentCategoryWriteRequestSchema = z.strictObject({
  data: DocumentCategoryInputSchema,
});
export type DocumentCategoryWriteRequest = z.infer<typeof DocumentCategoryWriteRequestSchema>;

export const DocumentCategoryListQuerySchema = z.extend(PaginationQuerySchema, {
  search: z.optional(SearchQuerySchema),
});
export type DocumentCategoryListQuery = z.infer<typeof DocumentCategoryListQuerySchema>;

const CategoryResponseSchema = dataEnvelope(z.object({ category: DocumentCategorySchema }));

export const listDocumentCategories = defineEndpoint({
  id: 'listDocumentCategories',
  method: 'GET',
  prefix: 'admin',
  path: 'document-category',
  tag: 'document-category',
  summary: 'Document categories, paginated and searchable by name',
  access: { permission: 'setting.document-category' },
  query: DocumentCategoryListQuerySchema,
  response: paginatedEnvelope(z.array(DocumentCategorySchema)),
});

export const getDocumentCategory = defineEndpoint({
  id: 'getDocumentCategory',
  method: 'GET',
  prefix: 'admin',
  path: 'document-category/:id',
  tag: 'document-category',
  summary: 'One document category',
  access: { permission: 'setting.document-category' },
  params: IdParamsSchema,
  response: CategoryResponseSchema,
});

export const createDocumentCategory = defineEndpoint({
  id: 'createDocumentCategory',
  method: 'POST',
  prefix: 'admin',
  path: 'document-category',
  tag: 'document-category',
  summary: 'Create a document category (names are unique, case-insensitive)',
  access: { permission: 'setting.document-category' },
  body: DocumentCategoryWriteRequestSchema,
  bodyLimit: 4 * 1024,
  response: CategoryResponseSchema,
  successStatus: 201,
});

export const updateDocumentCategory = defineEndpoint({
  id: 'updateDocumentCategory',
  method: 'PUT',
  prefix: 'admin',
  path: 'document-category/:id',
  tag: 'document-category',
  summary: 'Rename a document category or change its confidentiality',
  access: { permission: 'setting.document-category' },
  params: IdParamsSchema,
  body: DocumentCategoryWriteRequestSchema,
  bodyLimit: 4 * 1024,
  response: CategoryResponseSchema,
});

/** Dropdown of every category for filters and upload (tools prefix, any signed-in user). */
export const documentCategoryDropdown = defineEndpoint({
  id: 'documentCategoryDropdown',
  method: 'GET',
  prefix: 'tools',
  path: 'dropdown/document-category',
  tag: 'document-category',
  summary: 'All document categories for pickers',
  access: 'session',
  response: dataEnvelope(z.array(DocumentCategorySchema)),
});

export const documentCategoryEndpoints = [
  listDocumentCategories,
  getDocumentCategory,
  createDocumentCategory,
  updateDocumentCategory,
  documentCategoryDropdown,
] as const;
