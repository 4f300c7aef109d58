import type { DocumentCategoryListQuery } from '@esign/contract';

export const documentCategoryKeys = {
  all: ['document-categories'] as const,
  lists: () => [...documentCategoryKeys.all, 'list'] as const,
  list: (query: DocumentCategoryListQuery) => [...documentCategoryKeys.lists(), query] as const,
  detail: (id: number) => [...documentCategoryKeys.all, 'detail', id] as const,
};
