import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, getErrorMessage } from '@esign/api-client';
import {
  documentCategoryDropdown,
  jobPositionDropdown,
  type DocumentCategory,
  type JobPositionOption,
} from '@esign/contract';
import { notifyError } from '@esign/ui-kit';
import { OFFICE_OPTIONS_STALE_TIME } from './office-keys';

// Reference data besides offices that several domains show in pickers: the document categories
// (document list filter, upload) and the job positions (users, vendors). One query each, shared
// through its key, so a category saved in settings refreshes every picker at once.

export const referenceKeys = {
  all: ['reference'] as const,
  documentCategories: () => [...referenceKeys.all, 'document-categories'] as const,
  jobPositions: () => [...referenceKeys.all, 'job-positions'] as const,
};

// Spec §8 names no title for this dropdown; it follows "Failed to get list role permission".
export const JOB_POSITION_OPTIONS_FAILED_TITLE = 'Failed to get list job position';

export type ReferenceOptionsSettings = {
  /** Fetch only while true (a dialog's pickers load when it opens). Default true. */
  enabled?: boolean;
  /** The toast title shown once when the options cannot be loaded; no toast when absent. */
  failedTitle?: string;
};

/** Tells once when a reference list cannot be loaded. */
function useFailureToast(failed: boolean, error: unknown, title: string | undefined) {
  useEffect(() => {
    if (failed && title) notifyError(title, getErrorMessage(error));
  }, [failed, error, title]);
}

/** GET tools dropdown/document-category -> data: every category, by name. */
export async function getDocumentCategoryOptions(
  signal?: AbortSignal,
): Promise<DocumentCategory[]> {
  return (await callEndpoint(documentCategoryDropdown, { signal })).data;
}

export function documentCategoryOptionsQueryOptions() {
  return queryOptions({
    queryKey: referenceKeys.documentCategories(),
    queryFn: ({ signal }) => getDocumentCategoryOptions(signal),
    staleTime: OFFICE_OPTIONS_STALE_TIME,
  });
}

export function useDocumentCategoryOptions({
  enabled = true,
  failedTitle,
}: ReferenceOptionsSettings = {}) {
  const query = useQuery({ ...documentCategoryOptionsQueryOptions(), enabled });
  useFailureToast(query.isError, query.error, failedTitle);
  return query;
}

/** GET tools dropdown/user-job-position -> data: every job position, by name. */
export async function getJobPositionOptions(signal?: AbortSignal): Promise<JobPositionOption[]> {
  return (await callEndpoint(jobPositionDropdown, { signal })).data;
}

export function jobPositionOptionsQueryOptions() {
  return queryOptions({
    queryKey: referenceKeys.jobPositions(),
    queryFn: ({ signal }) => getJobPositionOptions(signal),
    staleTime: OFFICE_OPTIONS_STALE_TIME,
  });
}

export function useJobPositionOptions({
  enabled = true,
  failedTitle,
}: ReferenceOptionsSettings = {}) {
  const query = useQuery({ ...jobPositionOptionsQueryOptions(), enabled });
  useFailureToast(query.isError, query.error, failedTitle);
  return query;
}
