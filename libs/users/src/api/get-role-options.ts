import { useQuery } from '@tanstack/react-query';
import { callEndpoint, getErrorMessage } from '@esign/api-client';
import { authRoleDropdown, type RoleOption } from '@esign/contract';
import { notifyError } from '@esign/ui-kit';
import { userKeys } from './user-keys';

export const ROLE_OPTIONS_FAILED_TITLE = 'Failed to get list role permission';

/** GET tools dropdown/auth-role -> data. */
export async function getRoleOptions(signal?: AbortSignal): Promise<RoleOption[]> {
  try {
    return (await callEndpoint(authRoleDropdown, { signal })).data;
  } catch (error) {
    notifyError(ROLE_OPTIONS_FAILED_TITLE, getErrorMessage(error));
    throw error;
  }
}

export function useRoleOptions({ enabled = true } = {}) {
  return useQuery({
    queryKey: userKeys.roleOptions(),
    queryFn: ({ signal }) => getRoleOptions(signal),
    staleTime: 60_000,
    enabled,
  });
}
