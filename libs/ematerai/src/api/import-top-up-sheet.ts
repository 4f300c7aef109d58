import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@esign/api-client';
import { importTopUpSheet as importTopUpSheetEndpoint } from '@esign/contract';

/** POST cost-center/top-up/import (multipart top_up_details) -> the rows with their errors; nothing is saved. */
export async function importTopUpSheet(sheet: File) {
  const response = await callEndpoint(importTopUpSheetEndpoint, {
    body: {},
    files: { top_up_details: sheet },
  });
  return response.data.top_up_details;
}

export function useImportTopUpSheet() {
  return useMutation({ mutationFn: importTopUpSheet });
}
