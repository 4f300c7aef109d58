import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { getErrorMessage } from '@esign/api-client';
import { notifyError, notifySuccess } from '@esign/ui-kit';

/**
 * The row a list asks to delete, and what Confirm does: the delete call, then its success toast or
 * its §8 failure toast; the confirmation closes either way.
 */
export function useDeleteConfirmation<Row extends { id: number }>(
  remove: UseMutationResult<void, Error, number>,
  titles: { success: string; failure: string },
) {
  const [target, setTarget] = useState<Row | null>(null);
  const confirm = () => {
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: () => notifySuccess(titles.success),
      onError: (error) => notifyError(titles.failure, getErrorMessage(error)),
      onSettled: () => setTarget(null),
    });
  };
  return { target, ask: setTarget, cancel: () => setTarget(null), confirm };
}
