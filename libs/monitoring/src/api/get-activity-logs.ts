import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, getErrorMessage, loadList, type ListResult } from '@esign/api-client';
import { listActivityLogs, type ActivityLog, type ActivityLogQuery } from '@esign/contract';
import { notifyError } from '@esign/ui-kit';
import { monitoringKeys } from './monitoring-keys';

export const ACTIVITY_LOG_LIST_FAILED_TITLE = 'Failed get activity log data';

/** GET log/activity -> data.logs, meta.pagination; a §8 list loader. */
export function getActivityLogs(
  query: ActivityLogQuery,
  signal?: AbortSignal,
): Promise<ListResult<ActivityLog>> {
  return loadList(
    async () => {
      const response = await callEndpoint(listActivityLogs, { query, signal });
      return { data: response.data.logs, meta: response.meta };
    },
    (error) => notifyError(ACTIVITY_LOG_LIST_FAILED_TITLE, getErrorMessage(error)),
  );
}

export function activityLogsQueryOptions(query: ActivityLogQuery) {
  return queryOptions({
    queryKey: monitoringKeys.activityLogs(query),
    queryFn: ({ signal }) => getActivityLogs(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useActivityLogs(query: ActivityLogQuery) {
  return useQuery(activityLogsQueryOptions(query));
}
