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
};

/** Offices change rarely: the pickers' options stay fresh for five minutes. */
export const OFFICE_OPTIONS_STALE_TIME = 5 * 60_000;
