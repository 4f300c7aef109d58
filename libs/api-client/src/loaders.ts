import { isCancel } from 'axios';
import { emptyPagination, type Pagination, type PaginationMeta } from '@esign/contract';
import { useAlertStore } from './alert-store';
import { getErrorStatus } from './get-error-message';

export interface ListResult<T> {
  data: T[];
  pagination: Pagination;
}

/** What a detail loader gives after an error (spec §8): an empty object. */
export type EmptyDetail = Record<string, never>;

/** Told of a loader's failure, e.g. to show the §8 error toast; the loader still resolves. */
export type LoadFailed = (error: unknown) => void;

/**
 * A failure without an HTTP status (network down, contract drift) has no code of its own;
 * the alert treats it as a server failure.
 */
const NO_STATUS_ALERT_CODE = 500;

function raiseAlert(error: unknown, onError: LoadFailed | undefined): void {
  // A cancelled call (the page was left, the query superseded) failed nothing: it stays a rejection.
  if (isCancel(error)) throw error;
  useAlertStore.getState().setAlertCode(getErrorStatus(error) ?? NO_STATUS_ALERT_CODE);
  onError?.(error);
}

// The alert code tells about the last load: a load that succeeds clears what an earlier one raised.
function clearAlert(): void {
  if (useAlertStore.getState().alertCode !== null) useAlertStore.getState().clear();
}

/** Runs a list call; on error: empty rows and pagination, and the alert code set to the HTTP status. */
export async function loadList<T>(
  fn: () => Promise<{ data: T[]; meta: PaginationMeta }>,
  onError?: LoadFailed,
): Promise<ListResult<T>> {
  try {
    const page = await fn();
    clearAlert();
    return { data: page.data, pagination: page.meta.pagination };
  } catch (error) {
    raiseAlert(error, onError);
    return { data: [], pagination: emptyPagination() };
  }
}

/** Runs a detail call; on error: `{}`, and the alert code set to the HTTP status. */
export async function loadDetail<T extends object>(
  fn: () => Promise<T>,
  onError?: LoadFailed,
): Promise<T | EmptyDetail> {
  try {
    const detail = await fn();
    clearAlert();
    return detail;
  } catch (error) {
    raiseAlert(error, onError);
    return {};
  }
}

/** True for the `{}` a detail loader returns after an error. */
export function isEmptyDetail<T extends object>(detail: T | EmptyDetail): detail is EmptyDetail {
  return Object.keys(detail).length === 0;
}
