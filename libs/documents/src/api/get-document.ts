import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@esign/api-client';
import { getDocument as getDocumentEndpoint, type DocumentDetail } from '@esign/contract';
import { documentKeys } from './document-keys';

/** GET document/{id} -> data.data. */
export async function getDocument(
  referenceNumber: string,
  signal?: AbortSignal,
): Promise<DocumentDetail> {
  const response = await callEndpoint(getDocumentEndpoint, {
    params: { id: referenceNumber },
    signal,
  });
  return response.data.data;
}

export function documentQueryOptions(referenceNumber: string) {
  return queryOptions({
    queryKey: documentKeys.detail(referenceNumber),
    queryFn: ({ signal }) => getDocument(referenceNumber, signal),
  });
}

export function useDocument(referenceNumber: string) {
  return useQuery(documentQueryOptions(referenceNumber));
}
