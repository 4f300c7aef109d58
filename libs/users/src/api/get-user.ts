import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, getErrorMessage, loadDetail, type EmptyDetail } from '@esign/api-client';
import { getUser as getUserEndpoint, type InternalUser } from '@esign/contract';
import { notifyError } from '@esign/ui-kit';
import { userKeys } from './user-keys';

export const USER_DETAIL_FAILED_TITLE = 'Failed get detail user data';

/** GET master-data/user/{id} -> data.user; a §8 detail loader (`{}` after an error). */
export function getUser(id: number, signal?: AbortSignal): Promise<InternalUser | EmptyDetail> {
  return loadDetail(
    async () => (await callEndpoint(getUserEndpoint, { params: { id }, signal })).data.user,
    (error) => notifyError(USER_DETAIL_FAILED_TITLE, getErrorMessage(error)),
  );
}

export function userQueryOptions(id: number) {
  return queryOptions({
    queryKey: userKeys.detail(id),
    queryFn: ({ signal }) => getUser(id, signal),
  });
}

/** The user being edited; nothing is asked while `id` is null (creating). */
export function useUser(id: number | null) {
  return useQuery({ ...userQueryOptions(id ?? 0), enabled: id !== null });
}
