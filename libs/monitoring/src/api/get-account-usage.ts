import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, getErrorMessage, loadDetail, type EmptyDetail } from '@esign/api-client';
import { getEnterpriseAccountUsage, type EnterpriseAccountUsage } from '@esign/contract';
import { notifyError } from '@esign/ui-kit';
import { monitoringKeys } from './monitoring-keys';

export const ACCOUNT_USAGE_FAILED_TITLE = 'Failed get enterprice account';

/** GET analyze/enterprise-account-usage -> data.EnterpriseAccountUsage (this month). */
export function getAccountUsage(
  signal?: AbortSignal,
): Promise<EnterpriseAccountUsage | EmptyDetail> {
  return loadDetail(
    async () =>
      (await callEndpoint(getEnterpriseAccountUsage, { signal })).data.EnterpriseAccountUsage,
    (error) => notifyError(ACCOUNT_USAGE_FAILED_TITLE, getErrorMessage(error)),
  );
}

export function accountUsageQueryOptions() {
  return queryOptions({
    queryKey: monitoringKeys.accountUsage(),
    queryFn: ({ signal }) => getAccountUsage(signal),
  });
}

export function useAccountUsage() {
  return useQuery(accountUsageQueryOptions());
}
