import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@esign/api-client';
import { deleteExternalUser as deleteExternalUserEndpoint } from '@esign/contract';
import { userKeys } from './user-keys';

export const EXTERNAL_USER_DELETE_FAILED_TITLE = 'Failed delete user account. Please try again.';

/** DELETE master-data/external-user/{id}. */
export async function deleteExternalUser(id: number): Promise<void> {
  await callEndpoint(deleteExternalUserEndpoint, { params: { id } });
}

export function useDeleteExternalUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteExternalUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.externalAll }),
  });
}
