import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, getErrorMessage, loadList, type ListResult } from '@esign/api-client';
import { listUserActivity, type UserActivity, type UserActivityQuery } from '@esign/contract';
import { notifyError } from '@esign/ui-kit';
import { userKeys } from './user-keys';

// Spec §8 names no title for the user activity log; it is the activity log's (§8 "Logs").
export const USER_ACTIVITY_FAILED_TITLE = 'Failed get activity log data';

/** GET log/user-activity (params) -> data.logs[], pagination; a §8 list loader. */
export function getUserActivity(
  query: UserActivityQuery,
  signal?: AbortSignal,
): Promise<ListResult<UserActivity>> {
  return loadList(
    async () => {
      const response = await callEndpoint(listUserActivity, { query, signal });
      return { data: response.data.logs, meta: response.meta };
    },
    (error) => notifyError(USER_ACTIVITY_FAILED_TITLE, getErrorMessage(error)),
  );
}

export function userActivityQueryOptions(query: UserActivityQuery) {
  return queryOptions({
    queryKey: userKeys.activity(query),
    queryFn: ({ signal }) => getUserActivity(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUserActivity(query: UserActivityQuery, { enabled = true } = {}) {
  return useQuery({ ...userActivityQueryOptions(query), enabled });
}
