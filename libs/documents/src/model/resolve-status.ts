import type { DocumentStatus, DocumentSummary } from '@esign/contract';

/**
 * What spec §4 resolves `need_to_sign` into for the asking user: `sign` (their signature may be
 * given now), `pending` (awaited, but not from them now), `list_sign` / `list_pending` (the code
 * is no longer waiting: blocked signers belong to the sign list, the rest to pending).
 */
export type ResolvedNeedToSign = 'sign' | 'pending' | 'list_sign' | 'list_pending';
export type ResolvedStatus = Exclude<DocumentStatus, 'need_to_sign'> | ResolvedNeedToSign | false;

export type StatusInput = Pick<
  DocumentSummary,
  'status_document' | 'otp_status' | 'can_sign' | 'signers'
>;

/** Spec §4 "Document status resolution": every status as is, except need_to_sign; no data gives false. */
export function resolveStatus(
  document: StatusInput | null | undefined,
  userId: number | null | undefined,
): ResolvedStatus {
  if (!document) return false;
  if (document.status_document !== 'need_to_sign') return document.status_document;
  const signer = document.signers.find((candidate) => candidate.auth_user.id === userId);
  if (document.otp_status === 'waiting') {
    if (signer?.status !== 'waiting') return 'pending';
    return !signer.is_uploader && document.can_sign ? 'sign' : 'pending';
  }
  return signer?.status === 'blocked' ? 'list_sign' : 'list_pending';
}
