import { emptyPagination, type Pagination, type PaginationMeta } from '@esign/contract';
import { useAlertStore } from './alert-store';
import { getErrorStatus } from './get-error-message';

export interface ListResult<T> {
  data: T[];
  pagination: Pagination;
}

/** What a detail loader gives after an error (spec §8): an empty object. */
export type EmptyDetail = Record<string, never>;

/**
 * A failure without an HTTP status (network down, contract drift) has no code of its own;
 * the alert treats it as a server failure.
 */
const NO_STATUS_ALERT_CODE = 500;

function raiseAlert(error: unknown): void {
  useAlertStore.getState().setAlertCode(getErrorStatus(error) ?? NO_STATUS_ALERT_CODE);
}

/** Runs a list call; on error: empty rows and pagination, and the alert code set to the HTTP status. */
export async function loadList<T>(
  fn: () => Promise<{ data: T[]; meta: PaginationMeta }>,
): Promise<ListResult<T>> {
  try {
    const page = await fn();
    return { data: page.data, pagination: page.meta.pagination };
  } catch (error) {
    raiseAlert(error);
    return { data: [], pagination: emptyPagination() };
  }
}

/** Runs a detail call; on error: `{}`, and the alert code set to the HTTP status. */
export async function loadDetail<T extends object>(fn: () => Promise<T>): Promise<T | EmptyDetail> {
  try {
    return await fn();
  } catch (error) {
    raiseAlert(error);
    return {};
  }
}

/** True for the `{}` a detail loader returns after an error. */
export function isEmptyDetail<T extends object>(detail: T | EmptyDetail): detail is EmptyDetail {
  return Object.keys(detail).length === 0;
}
