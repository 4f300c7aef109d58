import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@esign/api-client';
import {
  createOfficeArea,
  createOfficeBranch,
  createOfficeDepartment,
  updateOfficeArea,
  updateOfficeBranch,
  updateOfficeDepartment,
  type Office,
  type OfficeAreaInput,
  type OfficeBranchInput,
  type OfficeDepartmentInput,
} from '@esign/contract';
import { officeKeys } from './office-keys';

/** What the office dialog saves: one level's form, and the id when it edits. */
export type OfficeSave = { id?: number } & (
  | { type: 'area'; data: OfficeAreaInput }
  | { type: 'branch'; data: OfficeBranchInput }
  | { type: 'department'; data: OfficeDepartmentInput }
);

/** POST master-data/office-{type} or PUT master-data/office-{type}/{id}, with data. */
export async function saveOffice(save: OfficeSave): Promise<Office> {
  const params = { id: save.id ?? 0 };
  switch (save.type) {
    case 'area': {
      const body = { data: save.data };
      const response = save.id
        ? await callEndpoint(updateOfficeArea, { params, body })
        : await callEndpoint(createOfficeArea, { body });
      return response.data.data.office_area;
    }
    case 'branch': {
      const body = { data: save.data };
      const response = save.id
        ? await callEndpoint(updateOfficeBranch, { params, body })
        : await callEndpoint(createOfficeBranch, { body });
      return response.data.data.office_branch;
    }
    case 'department': {
      const body = { data: save.data };
      const response = save.id
        ? await callEndpoint(updateOfficeDepartment, { params, body })
        : await callEndpoint(createOfficeDepartment, { body });
      return response.data.data.office_department;
    }
  }
}

export function useSaveOffice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOffice,
    // The admin lists, the details and every picker show offices.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: officeKeys.all }),
  });
}
