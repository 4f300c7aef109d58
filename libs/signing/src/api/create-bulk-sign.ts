import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@esign/api-client';
import { createBulkSign as createBulkSignEndpoint, type Bulk } from '@esign/contract';

/** Creates a bulk of documents the user may sign now; one unsignable reference rejects the whole request. */
export async function createBulkSign(referenceNumbers: readonly string[]): Promise<Bulk> {
  const response = await callEndpoint(createBulkSignEndpoint, {
    body: { reference_numbers: [...referenceNumbers] },
  });
  return response.data.data;
}

export function useCreateBulkSign() {
  return useMutation({ mutationFn: createBulkSign });
}
