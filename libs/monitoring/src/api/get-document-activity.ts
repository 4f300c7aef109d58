import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, getErrorMessage, loadDetail, type EmptyDetail } from '@esign/api-client';
import {
  getDocumentActivity as getDocumentActivityEndpoint,
  type AnalyticsFilter,
  type DocumentActivityCounts,
} from '@esign/contract';
import { notifyError } from '@esign/ui-kit';
import { monitoringKeys } from './monitoring-keys';

export const DOCUMENT_ACTIVITY_FAILED_TITLE = 'Failed get document data';

/** GET analyze/counted-document-activity/filtered -> data.counted_document_activity. */
export function getDocumentActivity(
  filter: AnalyticsFilter,
  signal?: AbortSignal,
): Promise<DocumentActivityCounts | EmptyDetail> {
  return loadDetail(
    async () =>
      (await callEndpoint(getDocumentActivityEndpoint, { query: filter, signal })).data
        .counted_document_activity,
    (error) => notifyError(DOCUMENT_ACTIVITY_FAILED_TITLE, getErrorMessage(error)),
  );
}

export function documentActivityQueryOptions(filter: AnalyticsFilter) {
  return queryOptions({
    queryKey: monitoringKeys.documentActivity(filter),
    queryFn: ({ signal }) => getDocumentActivity(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDocumentActivity(filter: AnalyticsFilter) {
  return useQuery(documentActivityQueryOptions(filter));
}
