import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@esign/api-client';
import { deleteUser as deleteUserEndpoint } from '@esign/contract';
import { userKeys } from './user-keys';

export const USER_DELETE_FAILED_TITLE = 'Failed to deleted user. Please try again.';

/** DELETE master-data/user/{id}: the server deactivates the user and ends their sessions. */
export async function deleteUser(id: number): Promise<void> {
  await callEndpoint(deleteUserEndpoint, { params: { id } });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
