import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, getErrorMessage, loadDetail, type EmptyDetail } from '@esign/api-client';
import {
  getEmateraiUsage as getEmateraiUsageEndpoint,
  type AnalyticsFilter,
  type EmateraiUsage,
} from '@esign/contract';
import { notifyError } from '@esign/ui-kit';
import { monitoringKeys } from './monitoring-keys';

export const EMATERAI_USAGE_FAILED_TITLE = 'Failed get meterai data';

/** GET analyze/ematerai-balance/super -> data.counted_document_activity (sic): per cost center. */
export function getEmateraiUsage(
  filter: AnalyticsFilter,
  signal?: AbortSignal,
): Promise<EmateraiUsage | EmptyDetail> {
  return loadDetail(
    async () =>
      (await callEndpoint(getEmateraiUsageEndpoint, { query: filter, signal })).data
        .counted_document_activity,
    (error) => notifyError(EMATERAI_USAGE_FAILED_TITLE, getErrorMessage(error)),
  );
}

export function emateraiUsageQueryOptions(filter: AnalyticsFilter) {
  return queryOptions({
    queryKey: monitoringKeys.emateraiUsage(filter),
    queryFn: ({ signal }) => getEmateraiUsage(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useEmateraiUsage(filter: AnalyticsFilter) {
  return useQuery(emateraiUsageQueryOptions(filter));
}
