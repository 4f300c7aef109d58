import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, getErrorMessage, loadList, type ListResult } from '@esign/api-client';
import { listUsers, type InternalUser, type UserListQuery } from '@esign/contract';
import { notifyError } from '@esign/ui-kit';
import { userKeys } from './user-keys';

export const USER_LIST_FAILED_TITLE = 'Failed to get user data';

/** GET master-data/user (params) -> data.user[], pagination; a §8 list loader. */
export function getUsers(
  query: UserListQuery,
  signal?: AbortSignal,
): Promise<ListResult<InternalUser>> {
  return loadList(
    async () => {
      const response = await callEndpoint(listUsers, { query, signal });
      return { data: response.data.user, meta: response.meta };
    },
    (error) => notifyError(USER_LIST_FAILED_TITLE, getErrorMessage(error)),
  );
}

export function usersQueryOptions(query: UserListQuery) {
  return queryOptions({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => getUsers(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUsers(query: UserListQuery) {
  return useQuery(usersQueryOptions(query));
}
