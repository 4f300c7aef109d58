import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@esign/api-client';
import {
  officeAreaDropdown,
  officeBranchDropdown,
  officeDepartmentDropdown,
  type OfficeOption,
} from '@esign/contract';

// The office pickers of the list filters (tools dropdown/master-data/office-*). Offices change
// rarely: five minutes fresh.
const STALE = 5 * 60_000;

export const officeOptionKeys = {
  all: ['office-options'] as const,
  areas: () => [...officeOptionKeys.all, 'areas'] as const,
  branches: (areaId: number) => [...officeOptionKeys.all, 'branches', areaId] as const,
  departments: (branchId: number) => [...officeOptionKeys.all, 'departments', branchId] as const,
};

export function useOfficeAreaOptions() {
  return useQuery({
    queryKey: officeOptionKeys.areas(),
    queryFn: async ({ signal }): Promise<OfficeOption[]> =>
      (await callEndpoint(officeAreaDropdown, { signal })).data,
    staleTime: STALE,
  });
}

export function useOfficeBranchOptions(areaId: number | undefined) {
  return useQuery({
    queryKey: officeOptionKeys.branches(areaId ?? 0),
    queryFn: async ({ signal }): Promise<OfficeOption[]> =>
      (await callEndpoint(officeBranchDropdown, { query: { office_area_id: areaId ?? 0 }, signal }))
        .data,
    enabled: areaId !== undefined,
    staleTime: STALE,
  });
}

/** Departments of a branch; the "All" entry (id 0) is left out, the empty choice stands for it. */
export function useOfficeDepartmentOptions(branchId: number | undefined) {
  return useQuery({
    queryKey: officeOptionKeys.departments(branchId ?? 0),
    queryFn: async ({ signal }): Promise<OfficeOption[]> =>
      (
        await callEndpoint(officeDepartmentDropdown, {
          query: { office_branch_id: branchId ?? 0 },
          signal,
        })
      ).data.filter((option) => option.id !== 0),
    enabled: branchId !== undefined,
    staleTime: STALE,
  });
}
