import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@esign/api-client';
import {
  createUser as createUserEndpoint,
  updateUser as updateUserEndpoint,
  type CreateUserRequest,
  type InternalUser,
  type UpdateUserRequest,
} from '@esign/contract';
import { userKeys } from './user-keys';

/** POST master-data/user, or PUT master-data/user/{id} when `id` is given -> data.user. */
export async function saveUser(
  input: { id: null; body: CreateUserRequest } | { id: number; body: UpdateUserRequest },
): Promise<InternalUser> {
  const response =
    input.id === null
      ? await callEndpoint(createUserEndpoint, { body: input.body })
      : await callEndpoint(updateUserEndpoint, { params: { id: input.id }, body: input.body });
  return response.data.user;
}

export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
