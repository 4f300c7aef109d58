import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, getErrorMessage, loadList, type ListResult } from '@esign/api-client';
import { listExternalUsers, type ExternalUser, type ExternalUserListQuery } from '@esign/contract';
import { notifyError } from '@esign/ui-kit';
import { userKeys } from './user-keys';

export const EXTERNAL_USER_LIST_FAILED_TITLE = 'Failed get user account data. Please try again.';

/** GET master-data/external-user (params) -> data[], pagination; a §8 list loader. */
export function getExternalUsers(
  query: ExternalUserListQuery,
  signal?: AbortSignal,
): Promise<ListResult<ExternalUser>> {
  return loadList(
    async () => callEndpoint(listExternalUsers, { query, signal }),
    (error) => notifyError(EXTERNAL_USER_LIST_FAILED_TITLE, getErrorMessage(error)),
  );
}

export function externalUsersQueryOptions(query: ExternalUserListQuery) {
  return queryOptions({
    queryKey: userKeys.externalList(query),
    queryFn: ({ signal }) => getExternalUsers(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useExternalUsers(query: ExternalUserListQuery) {
  return useQuery(externalUsersQueryOptions(query));
}
