import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@esign/api-client';
import { officeDepartmentDropdown, type OfficeOption } from '@esign/contract';
import { OFFICE_OPTIONS_STALE_TIME, officeKeys } from './office-keys';

/**
 * GET tools dropdown/master-data/office-department?office_branch_id -> data: the departments of a
 * branch. The "All" entry (id 0) is left out: a picker's empty choice stands for it.
 */
export async function getOfficeDepartmentOptions(
  branchId: number,
  signal?: AbortSignal,
): Promise<OfficeOption[]> {
  const response = await callEndpoint(officeDepartmentDropdown, {
    query: { office_branch_id: branchId },
    signal,
  });
  return response.data.filter((option) => option.id !== 0);
}

/** Until a branch is chosen there is nothing to ask for. */
export function officeDepartmentOptionsQueryOptions(branchId: number | undefined) {
  return queryOptions({
    queryKey: officeKeys.departmentOptions(branchId ?? 0),
    queryFn: ({ signal }) => getOfficeDepartmentOptions(branchId ?? 0, signal),
    enabled: branchId !== undefined,
    staleTime: OFFICE_OPTIONS_STALE_TIME,
  });
}

export function useOfficeDepartmentOptions(branchId: number | undefined) {
  return useQuery(officeDepartmentOptionsQueryOptions(branchId));
}
