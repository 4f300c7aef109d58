import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@esign/api-client';
import {
  updateDocumentCategory as updateDocumentCategoryEndpoint,
  type DocumentCategory,
  type DocumentCategoryInput,
} from '@esign/contract';
import { referenceKeys } from '@esign/offices';
import { documentCategoryKeys } from './document-category-keys';

export interface UpdateDocumentCategoryInput {
  id: number;
  data: DocumentCategoryInput;
}

/** PUT document-category/{id} with data -> data.category. */
export async function updateDocumentCategory({
  id,
  data,
}: UpdateDocumentCategoryInput): Promise<DocumentCategory> {
  const response = await callEndpoint(updateDocumentCategoryEndpoint, {
    params: { id },
    body: { data },
  });
  return response.data.category;
}

export function useUpdateDocumentCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDocumentCategory,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: documentCategoryKeys.all }),
        queryClient.invalidateQueries({ queryKey: referenceKeys.documentCategories() }),
      ]),
  });
}
