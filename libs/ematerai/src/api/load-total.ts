import { getErrorMessage } from '@esign/api-client';
import { notifyError } from '@esign/ui-kit';

/** Runs a total's call; on failure toasts `failureTitle` and gives null (the card shows '-'). */
export async function loadTotal(
  fn: () => Promise<number>,
  failureTitle: string,
): Promise<number | null> {
  try {
    return await fn();
  } catch (error) {
    notifyError(failureTitle, getErrorMessage(error));
    return null;
  }
}
