import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@esign/api-client';
import {
  createDocumentCategory as createDocumentCategoryEndpoint,
  type DocumentCategory,
  type DocumentCategoryInput,
} from '@esign/contract';
import { referenceKeys } from '@esign/offices';
import { documentCategoryKeys } from './document-category-keys';

/** POST document-category with data -> data.category. */
export async function createDocumentCategory(
  data: DocumentCategoryInput,
): Promise<DocumentCategory> {
  const response = await callEndpoint(createDocumentCategoryEndpoint, { body: { data } });
  return response.data.category;
}

export function useCreateDocumentCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDocumentCategory,
    // Lists and the dropdown of the document filters both show categories.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: documentCategoryKeys.all }),
        queryClient.invalidateQueries({ queryKey: referenceKeys.documentCategories() }),
      ]),
  });
}
