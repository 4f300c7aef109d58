import { useQuery } from '@tanstack/react-query';
import { callEndpoint, getErrorMessage } from '@esign/api-client';
import { jobPositionDropdown, type JobPositionOption } from '@esign/contract';
import { notifyError } from '@esign/ui-kit';
import { userKeys } from './user-keys';

// Spec §8 names no title for this dropdown; it follows "Failed to get list role permission".
export const JOB_POSITION_OPTIONS_FAILED_TITLE = 'Failed to get list job position';

/** GET tools dropdown/user-job-position -> data. */
export async function getJobPositionOptions(signal?: AbortSignal): Promise<JobPositionOption[]> {
  try {
    return (await callEndpoint(jobPositionDropdown, { signal })).data;
  } catch (error) {
    notifyError(JOB_POSITION_OPTIONS_FAILED_TITLE, getErrorMessage(error));
    throw error;
  }
}

export function useJobPositionOptions({ enabled = true } = {}) {
  return useQuery({
    queryKey: userKeys.jobPositionOptions(),
    queryFn: ({ signal }) => getJobPositionOptions(signal),
    staleTime: 60_000,
    enabled,
  });
}
