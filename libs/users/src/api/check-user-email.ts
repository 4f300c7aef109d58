import { useQuery } from '@tanstack/react-query';
import { callEndpoint, getErrorMessage } from '@esign/api-client';
import {
  checkUserEmail as checkUserEmailEndpoint,
  UserEmailSchema,
  type EmailCheckResult,
} from '@esign/contract';
import { notifyError, useDebouncedValue } from '@esign/ui-kit';
import { userKeys } from './user-keys';

export const EMAIL_CHECK_FAILED_TITLE = 'Failed to user email. Please try again.';
/** How long the form waits after the last keystroke before it asks (spec §5 names no delay). */
export const EMAIL_CHECK_DELAY_MS = 400;

/** POST tools checker/email body {email} -> is_exist, or 'not-found' when no data (spec §5). */
export async function checkUserEmail(
  email: string,
  signal?: AbortSignal,
): Promise<EmailCheckResult> {
  const response = await callEndpoint(checkUserEmailEndpoint, { body: { email }, signal });
  return response.data ? response.data.is_exist : 'not-found';
}

/**
 * The e-mail check as the user types: asked once typing pauses, only for a well-formed address
 * that differs from `unchanged` (the user's own, when editing). A failed check shows its toast.
 */
export function useEmailCheck(email: string, unchanged: string | undefined) {
  const settled = useDebouncedValue(email.trim().toLowerCase(), EMAIL_CHECK_DELAY_MS);
  const wellFormed = UserEmailSchema.safeParse(settled).success;
  const enabled = wellFormed && settled !== unchanged?.toLowerCase();
  return useQuery({
    queryKey: userKeys.emailCheck(settled),
    queryFn: async ({ signal }) => {
      try {
        return await checkUserEmail(settled, signal);
      } catch (error) {
        notifyError(EMAIL_CHECK_FAILED_TITLE, getErrorMessage(error));
        throw error;
      }
    },
    enabled,
    staleTime: 5_000,
  });
}
