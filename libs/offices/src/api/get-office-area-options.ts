import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@esign/api-client';
import { officeAreaDropdown, type OfficeOption } from '@esign/contract';
import { OFFICE_OPTIONS_STALE_TIME, officeKeys } from './office-keys';

/** GET tools dropdown/master-data/office-area -> data: the active areas, by name. */
export async function getOfficeAreaOptions(signal?: AbortSignal): Promise<OfficeOption[]> {
  return (await callEndpoint(officeAreaDropdown, { signal })).data;
}

export function officeAreaOptionsQueryOptions() {
  return queryOptions({
    queryKey: officeKeys.areaOptions(),
    queryFn: ({ signal }) => getOfficeAreaOptions(signal),
    staleTime: OFFICE_OPTIONS_STALE_TIME,
  });
}

export function useOfficeAreaOptions() {
  return useQuery(officeAreaOptionsQueryOptions());
}
