import type { OfficeDepartmentListQuery, OfficeType } from '@esign/contract';

/**
 * Query keys of offices. Invalidating `all` after an office is saved refreshes the pickers too;
 * the office admin lists (settings) belong under `all` as well.
 */
export const officeKeys = {
  all: ['offices'] as const,
  options: () => [...officeKeys.all, 'options'] as const,
  areaOptions: () => [...officeKeys.options(), 'areas'] as const,
  branchOptions: (areaId: number) => [...officeKeys.options(), 'branches', areaId] as const,
  departmentOptions: (branchId: number) =>
    [...officeKeys.options(), 'departments', branchId] as const,
  lists: () => [...officeKeys.all, 'list'] as const,
  list: (type: OfficeType, query: OfficeDepartmentListQuery) =>
    [...officeKeys.lists(), type, query] as const,
  detail: (type: OfficeType, id: number) => [...officeKeys.all, 'detail', type, id] as const,
};

/** Offices change rarely: the pickers' options stay fresh for five minutes. */
export const OFFICE_OPTIONS_STALE_TIME = 5 * 60_000;
