import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, getErrorMessage, loadDetail, type EmptyDetail } from '@esign/api-client';
import {
  getOfficeArea,
  getOfficeBranch,
  getOfficeDepartment,
  type Office,
  type OfficeType,
} from '@esign/contract';
import { notifyError } from '@esign/ui-kit';
import { officeKeys } from './office-keys';

export const OFFICE_DETAIL_FAILED_TITLE = 'Failed get detail office data';

async function fetchOffice(type: OfficeType, id: number, signal?: AbortSignal): Promise<Office> {
  const options = { params: { id }, signal };
  switch (type) {
    case 'area':
      return (await callEndpoint(getOfficeArea, options)).data.data.office_area;
    case 'branch':
      return (await callEndpoint(getOfficeBranch, options)).data.data.office_branch;
    case 'department':
      return (await callEndpoint(getOfficeDepartment, options)).data.data.office_department;
  }
}

/** GET master-data/office-{type}/{id}; a §8 detail loader (`{}` and the alert code on error). */
export function getOffice(
  type: OfficeType,
  id: number,
  signal?: AbortSignal,
): Promise<Office | EmptyDetail> {
  return loadDetail(
    () => fetchOffice(type, id, signal),
    (error) => notifyError(OFFICE_DETAIL_FAILED_TITLE, getErrorMessage(error)),
  );
}

export function officeQueryOptions(type: OfficeType, id: number) {
  return queryOptions({
    queryKey: officeKeys.detail(type, id),
    queryFn: ({ signal }) => getOffice(type, id, signal),
  });
}

/** The office to edit, fresh from the server; nothing is asked while `id` is undefined. */
export function useOffice(type: OfficeType, id: number | undefined) {
  return useQuery({ ...officeQueryOptions(type, id ?? 0), enabled: id !== undefined });
}
