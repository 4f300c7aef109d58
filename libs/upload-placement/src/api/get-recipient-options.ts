import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, getErrorMessage } from '@esign/api-client';
import { recipientDropdown, type RecipientOption } from '@esign/contract';
import { notifyError } from '@esign/ui-kit';
import { UPLOAD_TOAST_TITLES } from './upload-toast-titles';
import { uploadKeys } from './upload-keys';

/** Options shown per search; the server allows up to 50. */
export const RECIPIENT_OPTION_LIMIT = 20;

/** GET dropdown/user: active users who can be recipients, by name, PrivyID or e-mail. */
export async function getRecipientOptions(
  search: string,
  signal?: AbortSignal,
): Promise<RecipientOption[]> {
  try {
    const response = await callEndpoint(recipientDropdown, {
      query: { search: search === '' ? undefined : search, limit: RECIPIENT_OPTION_LIMIT },
      signal,
    });
    return response.data.data;
  } catch (error) {
    // A search dropped for a newer one is not a failure.
    if (!signal?.aborted) notifyError(UPLOAD_TOAST_TITLES.recipients, getErrorMessage(error));
    throw error;
  }
}

export function recipientOptionsQueryOptions(search: string) {
  return queryOptions({
    queryKey: uploadKeys.recipients(search),
    queryFn: ({ signal }) => getRecipientOptions(search, signal),
    staleTime: 30_000,
  });
}

/** The options for a (debounced) search; the previous options stay while the next load. */
export function useRecipientOptions(search: string, enabled: boolean) {
  return useQuery({
    ...recipientOptionsQueryOptions(search),
    enabled,
    placeholderData: keepPreviousData,
  });
}
