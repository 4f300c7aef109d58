import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, getErrorMessage } from '@esign/api-client';
import { meteraiCategoryDropdown, type MeteraiCategory } from '@esign/contract';
import { notifyError } from '@esign/ui-kit';
import { UPLOAD_TOAST_TITLES } from './upload-toast-titles';
import { uploadKeys } from './upload-keys';

/** GET dropdown/category-meterai: the kinds of document an e-meterai stamp is paid for. */
export async function getMeteraiCategories(signal?: AbortSignal): Promise<MeteraiCategory[]> {
  try {
    const response = await callEndpoint(meteraiCategoryDropdown, { signal });
    return response.data;
  } catch (error) {
    notifyError(UPLOAD_TOAST_TITLES.meteraiCategories, getErrorMessage(error));
    throw error;
  }
}

export function meteraiCategoriesQueryOptions() {
  return queryOptions({
    queryKey: uploadKeys.meteraiCategories(),
    queryFn: ({ signal }) => getMeteraiCategories(signal),
    staleTime: 5 * 60_000,
  });
}

export function useMeteraiCategories() {
  return useQuery(meteraiCategoriesQueryOptions());
}
