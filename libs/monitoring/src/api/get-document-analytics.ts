import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, getErrorMessage, loadDetail, type EmptyDetail } from '@esign/api-client';
import {
  getDocumentAnalytics as getDocumentAnalyticsEndpoint,
  type DocumentAnalytics,
  type DocumentAnalyticsQuery,
} from '@esign/contract';
import { notifyError } from '@esign/ui-kit';
import { monitoringKeys } from './monitoring-keys';

export const ANALYTICS_FAILED_TITLE = 'Failed get analytics';

/** GET analyze/analyze/filtered -> data.data.data: documents by list, per bucket and office. */
export function getDocumentAnalytics(
  query: DocumentAnalyticsQuery,
  signal?: AbortSignal,
): Promise<DocumentAnalytics | EmptyDetail> {
  return loadDetail(
    async () =>
      (await callEndpoint(getDocumentAnalyticsEndpoint, { query, signal })).data.data.data,
    (error) => notifyError(ANALYTICS_FAILED_TITLE, getErrorMessage(error)),
  );
}

export function documentAnalyticsQueryOptions(query: DocumentAnalyticsQuery) {
  return queryOptions({
    queryKey: monitoringKeys.documentAnalytics(query),
    queryFn: ({ signal }) => getDocumentAnalytics(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDocumentAnalytics(query: DocumentAnalyticsQuery) {
  return useQuery(documentAnalyticsQueryOptions(query));
}
