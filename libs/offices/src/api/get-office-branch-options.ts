import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@esign/api-client';
import { officeBranchDropdown, type OfficeOption } from '@esign/contract';
import { OFFICE_OPTIONS_STALE_TIME, officeKeys } from './office-keys';

/** GET tools dropdown/master-data/office-branch?office_area_id -> data: the branches of an area. */
export async function getOfficeBranchOptions(
  areaId: number,
  signal?: AbortSignal,
): Promise<OfficeOption[]> {
  return (await callEndpoint(officeBranchDropdown, { query: { office_area_id: areaId }, signal }))
    .data;
}

/** Until an area is chosen there is nothing to ask for. */
export function officeBranchOptionsQueryOptions(areaId: number | undefined) {
  return queryOptions({
    queryKey: officeKeys.branchOptions(areaId ?? 0),
    queryFn: ({ signal }) => getOfficeBranchOptions(areaId ?? 0, signal),
    enabled: areaId !== undefined,
    staleTime: OFFICE_OPTIONS_STALE_TIME,
  });
}

export function useOfficeBranchOptions(areaId: number | undefined) {
  return useQuery(officeBranchOptionsQueryOptions(areaId));
}
