import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, getErrorMessage, loadList, type ListResult } from '@esign/api-client';
import {
  listOfficeAreas,
  listOfficeBranches,
  listOfficeDepartments,
  type Office,
  type OfficeDepartmentListQuery,
  type OfficeType,
} from '@esign/contract';
import { notifyError } from '@esign/ui-kit';
import { officeKeys } from './office-keys';

export const OFFICE_LIST_FAILED_TITLE = 'Failed to get office data';

/** One level's page: GET master-data/office-{type} -> data.data.office_{areas|branches|departments}. */
async function fetchOffices(
  type: OfficeType,
  query: OfficeDepartmentListQuery,
  signal?: AbortSignal,
): Promise<{ data: Office[]; meta: { pagination: ListResult<Office>['pagination'] } }> {
  const { page, per_page, search, office_area_id, office_branch_id } = query;
  const common = { page, per_page, ...(search ? { search } : {}) };
  switch (type) {
    case 'area': {
      const response = await callEndpoint(listOfficeAreas, { query: common, signal });
      return { data: response.data.data.office_areas, meta: response.meta };
    }
    case 'branch': {
      const response = await callEndpoint(listOfficeBranches, {
        query: { ...common, ...(office_area_id ? { office_area_id } : {}) },
        signal,
      });
      return { data: response.data.data.office_branches, meta: response.meta };
    }
    case 'department': {
      const response = await callEndpoint(listOfficeDepartments, {
        query: {
          ...common,
          ...(office_area_id ? { office_area_id } : {}),
          ...(office_branch_id ? { office_branch_id } : {}),
        },
        signal,
      });
      return { data: response.data.data.office_departments, meta: response.meta };
    }
  }
}

/** A §8 list loader: empty rows and pagination, the alert code and the toast on error. */
export function getOffices(
  type: OfficeType,
  query: OfficeDepartmentListQuery,
  signal?: AbortSignal,
): Promise<ListResult<Office>> {
  return loadList(
    () => fetchOffices(type, query, signal),
    (error) => notifyError(OFFICE_LIST_FAILED_TITLE, getErrorMessage(error)),
  );
}

export function officesQueryOptions(type: OfficeType, query: OfficeDepartmentListQuery) {
  return queryOptions({
    queryKey: officeKeys.list(type, query),
    queryFn: ({ signal }) => getOffices(type, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOffices(type: OfficeType, query: OfficeDepartmentListQuery) {
  return useQuery(officesQueryOptions(type, query));
}
