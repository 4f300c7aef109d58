import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, getErrorMessage } from '@esign/api-client';
import {
  getEmateraiTemporer as getEmateraiTemporerEndpoint,
  type EmateraiTemporer,
} from '@esign/contract';
import { notifyError } from '@esign/ui-kit';
import { UPLOAD_TOAST_TITLES } from './upload-toast-titles';
import { uploadKeys } from './upload-keys';

/** GET e-meterai/temporer: the stamps the user may still allocate (spec §3 temporary balance). */
export async function getEmateraiTemporer(signal?: AbortSignal): Promise<EmateraiTemporer> {
  try {
    const response = await callEndpoint(getEmateraiTemporerEndpoint, { signal });
    return response.data;
  } catch (error) {
    notifyError(UPLOAD_TOAST_TITLES.temporer, getErrorMessage(error));
    throw error;
  }
}

export function emateraiTemporerQueryOptions() {
  return queryOptions({
    queryKey: uploadKeys.temporer(),
    queryFn: ({ signal }) => getEmateraiTemporer(signal),
  });
}

export function useEmateraiTemporer() {
  return useQuery(emateraiTemporerQueryOptions());
}
