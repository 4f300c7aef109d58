import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@esign/api-client';
import {
  createExternalUser as createExternalUserEndpoint,
  type CreateExternalUserRequest,
  type ExternalUser,
} from '@esign/contract';
import { userKeys } from './user-keys';

export const EXTERNAL_USER_ADD_FAILED_TITLE = 'Failed add user account. Please try again.';

/** POST master-data/external-user -> data.external_user. */
export async function createExternalUser(body: CreateExternalUserRequest): Promise<ExternalUser> {
  return (await callEndpoint(createExternalUserEndpoint, { body })).data.external_user;
}

export function useCreateExternalUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createExternalUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.externalAll }),
  });
}
