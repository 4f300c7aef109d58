import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@esign/api-client';
import { recipientDropdown, type RecipientOption } from '@esign/contract';
import { monitoringKeys } from './monitoring-keys';

/** The most users one search offers (the dropdown's own cap). */
const USER_OPTION_LIMIT = 50;

/**
 * GET dropdown/user (tools): users matching a name, PrivyID or e-mail, for the activity log's
 * user filter. A failure leaves the picker empty: the page still works with its text search.
 */
export async function getUserOptions(
  search: string,
  signal?: AbortSignal,
): Promise<RecipientOption[]> {
  const response = await callEndpoint(recipientDropdown, {
    query: { ...(search ? { search } : {}), limit: USER_OPTION_LIMIT },
    signal,
  });
  return response.data.data;
}

export function userOptionsQueryOptions(search: string) {
  return queryOptions({
    queryKey: monitoringKeys.userOptions(search),
    queryFn: ({ signal }) => getUserOptions(search, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useUserOptions(search: string) {
  return useQuery(userOptionsQueryOptions(search));
}
