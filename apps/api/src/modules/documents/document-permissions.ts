import {
  documentListOfStatus,
  type DocumentListStatus,
  type PermissionCode,
} from '@esign/contract';
import type { DocumentState, SignerStatusValue } from '../../db/schema/documents';
import { ApiError, forbidden } from '../../http/api-error';
import { illegalTransition, viewStatus, whyNotActionable } from './document-status';
import type { Viewer } from './viewer';

/*
 * Who may open, sign, reject, void and download a document: pure functions of plain data, used by
 * the read model (the can_sign, can_reject and can_void flags) and by every write and download.
 *
 * Permission first: each answer checks what the user may do (their codes, their part in the
 * document) before what the document's state allows, so a user who may not act gets 403 whatever
 * the state, and only someone who may act learns that the state refuses it (409).
 *
 *   open (detail, PDF, zip, list, export)  the code of the list the document sits in for the user:
 *                                          need_to_sign → documents.sign, pending → documents.ongoing,
 *                                          completed → documents.completed, rejected → documents.rejected,
 *                                          blocked → documents.blocked. Invisible documents stay 404
 *                                          (document-visibility.ts) before this is asked.
 *   sign, reject                           open, and documents.sign, and a signer who is not the
 *                                          uploader (spec §6); then the state (in progress, not
 *                                          expired), then the turn (the signer row is waiting).
 *   void                                   open, and the uploader, or super_admin holding the
 *                                          `*.revoke` code of the list the document sits in while in
 *                                          progress (sign, ongoing, blocked; spec §4 point 6); then
 *                                          the state (in progress; expiry does not protect it).
 */

/** The facts about a document the rules read. */
export interface DocumentFacts {
  state: DocumentState;
  expiresAt: Date | null;
  uploaderId: number;
}

/** The asking user's own signer row (null when they do not sign it). */
export interface ViewerSigner {
  status: SignerStatusValue;
  isUploader: boolean;
}

/** The code each list needs (the menu codes of spec §2), on the server as in the browser. */
export const LIST_PERMISSIONS: Record<DocumentListStatus, PermissionCode> = {
  need_to_sign: 'documents.sign',
  pending: 'documents.ongoing',
  completed: 'documents.completed',
  rejected: 'documents.rejected',
  blocked: 'documents.blocked',
};

/** A refusal: 403 (may not) or 409 (may, but not in this state). */
export type Refusal = { status: 403 | 409; message: string };

const may = (message: string): Refusal => ({ status: 403, message });
const notNow = (message: string): Refusal => ({ status: 409, message });

export function refusalError(refusal: Refusal): ApiError {
  return refusal.status === 403 ? forbidden(refusal.message) : illegalTransition(refusal.message);
}

/** Throws the refusal's ApiError, if any. */
export function assertAllowed(refusal: Refusal | null): void {
  if (refusal) throw refusalError(refusal);
}

export function refuseList(viewer: Viewer, list: DocumentListStatus): Refusal | null {
  const code = LIST_PERMISSIONS[list];
  return viewer.permissions.has(code) ? null : may(`This list needs the permission "${code}"`);
}

/** The list a document sits in for the user now. */
export function listOfDocument(
  document: DocumentFacts,
  mine: ViewerSigner | null,
  now: Date,
): DocumentListStatus {
  return documentListOfStatus(viewStatus(document.state, document.expiresAt, mine, now));
}

export function refuseOpen(
  viewer: Viewer,
  document: DocumentFacts,
  mine: ViewerSigner | null,
  now: Date,
): Refusal | null {
  return refuseList(viewer, listOfDocument(document, mine, now));
}

const isExpired = (document: Pick<DocumentFacts, 'expiresAt'>, now: Date) =>
  document.expiresAt !== null && document.expiresAt.getTime() <= now.getTime();

/** Why the signer cannot sign or reject now, from the state and their turn only (no permission). */
export function refuseSignerTurn(
  action: 'sign' | 'reject',
  document: Pick<DocumentFacts, 'state' | 'expiresAt'>,
  mine: ViewerSigner | null,
  now: Date,
): Refusal | null {
  const state = whyNotActionable(action, document.state, isExpired(document, now));
  if (state) return notNow(state);
  if (!mine || mine.isUploader) return may('You are not asked to sign this document');
  if (mine.status === 'blocked')
    return notNow(
      action === 'sign'
        ? 'It is not your turn to sign this document yet'
        : 'It is not your turn on this document yet',
    );
  if (mine.status === 'signed') return notNow('You have already signed this document');
  if (mine.status !== 'waiting') return notNow('You can no longer sign this document');
  return null;
}

/** Sign (send, resend or verify a code; bulk) or reject. */
export function refuseSignOrReject(
  action: 'sign' | 'reject',
  viewer: Viewer,
  document: DocumentFacts,
  mine: ViewerSigner | null,
  now: Date,
): Refusal | null {
  return (
    refuseOpen(viewer, document, mine, now) ??
    refuseSigner(viewer, mine) ??
    refuseSignerTurn(action, document, mine, now)
  );
}

/**
 * The permission part of signing alone: documents.sign, and a signer who is not the uploader. A
 * code's verify asks only this before signing (the code was sent from the sign list), because the
 * state and turn are checked under the lock, and a retried verify finds the document moved on.
 */
export function refuseSigner(viewer: Viewer, mine: ViewerSigner | null): Refusal | null {
  if (!viewer.permissions.has('documents.sign'))
    return may('Signing and rejecting need the permission "documents.sign"');
  if (!mine || mine.isUploader) return may('You are not asked to sign this document');
  return null;
}

const REVOKE_CODES: Partial<Record<DocumentListStatus, PermissionCode>> = {
  need_to_sign: 'documents.sign.revoke',
  pending: 'documents.ongoing.revoke',
  blocked: 'documents.blocked.revoke',
};

export function refuseVoid(
  viewer: Viewer,
  document: DocumentFacts,
  mine: ViewerSigner | null,
  now: Date,
): Refusal | null {
  const open = refuseOpen(viewer, document, mine, now);
  if (open) return open;
  // The list it sits in while in progress: a document that left those lists is refused by its
  // state below (409), not by the permission.
  const liveList = documentListOfStatus(viewStatus('in_progress', document.expiresAt, mine, now));
  const revokeCode = REVOKE_CODES[liveList];
  const allowed =
    document.uploaderId === viewer.userId ||
    (viewer.isSuperAdmin && revokeCode !== undefined && viewer.permissions.has(revokeCode));
  if (!allowed) return may('Only the uploader or a super administrator can void this document');
  const state = whyNotActionable('void', document.state, isExpired(document, now));
  return state ? notNow(state) : null;
}

/** The action flags of the read model. */
export function documentActions(
  viewer: Viewer,
  document: DocumentFacts,
  mine: ViewerSigner | null,
  now: Date,
): { can_sign: boolean; can_reject: boolean; can_void: boolean } {
  return {
    can_sign: refuseSignOrReject('sign', viewer, document, mine, now) === null,
    can_reject: refuseSignOrReject('reject', viewer, document, mine, now) === null,
    can_void: refuseVoid(viewer, document, mine, now) === null,
  };
}
