import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@esign/api-client';
import { officeEndpointsByType, type OfficeType } from '@esign/contract';
import { officeKeys } from './office-keys';

/** DELETE master-data/office-{type}/{id} (not in spec §7; see the contract). */
export async function deleteOffice({ type, id }: { type: OfficeType; id: number }): Promise<void> {
  await callEndpoint(officeEndpointsByType[type].remove, { params: { id } });
}

export function useDeleteOffice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOffice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: officeKeys.all }),
  });
}
