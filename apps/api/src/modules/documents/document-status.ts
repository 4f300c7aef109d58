import type { DocumentListStatus, DocumentStatus } from '@esign/contract';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { documents, documentSigners, type DocumentState } from '../../db/schema/documents';
import { ApiError } from '../../http/api-error';

/*
 * The document status model, in one place.
 *
 * Stored (`documents.state`): in_progress → completed | rejected | voided. Nothing else moves a
 * document; every move locks the row and checks its state first (db/lock-and-guard.ts), so two people
 * acting on the same document at once cannot both win.
 *   - completed: the last signer signed (every signer row is `signed`).
 *   - rejected:  a signer whose turn had come rejected it, with a reason.
 *   - voided:    revoked with a reason by its uploader, or by super_admin while it is in the sign,
 *                ongoing or blocked list (spec §4 point 6).
 * Expired is not stored: an in_progress document whose `expires_at` has passed is expired from
 * that instant on (no job has to run). It can then be neither signed nor rejected, only voided.
 *
 * Signer rows (`document_signers.status`) are stored exactly: `waiting` when the signer's turn has
 * come (every signer of a parallel document; the lowest unsigned order of a sequential one),
 * `blocked` while an earlier sequential signer has not signed, `signed`, `rejected`.
 *
 * What a user sees (`status_document`, and which of the five lists holds the document):
 *   completed → completed list; rejected, voided → rejected list ("Void & Rejected");
 *   in_progress and expired → expired, blocked list;
 *   in_progress, the user's signer row waiting and the user is not the uploader → need_to_sign
 *     (sign list). The uploader signs while sending (upload flow), never from this list;
 *   in_progress, the user's signer row blocked → blocked (blocked list);
 *   any other in_progress → pending (ongoing list): the user uploaded it, already signed it, or is
 *     a super_admin looking at a document they take no part in.
 */

export interface ViewerSignerRow {
  status: string;
  isUploader: boolean;
}

/** The status_document of one document for the asking user (mirrors `viewStatusSql`). */
export function viewStatus(
  state: DocumentState,
  expiresAt: Date | null,
  mySigner: ViewerSignerRow | null,
  now: Date,
): DocumentStatus {
  if (state !== 'in_progress') return state;
  if (expiresAt && expiresAt.getTime() <= now.getTime()) return 'expired';
  if (mySigner?.status === 'waiting' && !mySigner.isUploader) return 'need_to_sign';
  if (mySigner?.status === 'blocked') return 'blocked';
  return 'pending';
}

/**
 * The WHERE condition of one list, for a query joining `documents` and the asking user's signer
 * row (`document_signers` left-joined on user_id = me, so its columns may be null). `now` may be an
 * expression (a prepared statement's placeholder).
 */
export function listStatusCondition(list: DocumentListStatus, now: Date | SQLWrapper): SQL {
  const live = sql`${documents.state} = 'in_progress' and (${documents.expiresAt} is null or ${documents.expiresAt} > ${now})`;
  const mine = sql`(${documentSigners.status} = 'waiting' and not ${documentSigners.isUploader})`;
  switch (list) {
    case 'need_to_sign':
      return sql`${live} and ${mine}`;
    case 'pending':
      return sql`${live} and not coalesce(${mine} or ${documentSigners.status} = 'blocked', false)`;
    case 'blocked':
      return sql`${documents.state} = 'in_progress' and (${documents.expiresAt} <= ${now} or ${documentSigners.status} = 'blocked')`;
    case 'completed':
      return sql`${documents.state} = 'completed'`;
    case 'rejected':
      return sql`${documents.state} in ('rejected', 'voided')`;
  }
}

/** 409 for an action the document's state does not allow; nothing is changed. */
export function illegalTransition(message: string): ApiError {
  return new ApiError(409, 'document_state_conflict', message);
}

/** Why a document cannot be signed, rejected or voided now, or null when it can. */
export function whyNotActionable(
  action: 'sign' | 'reject' | 'void',
  state: DocumentState,
  expired: boolean,
): string | null {
  const verb = action === 'void' ? 'voided' : action === 'sign' ? 'signed' : 'rejected';
  switch (state) {
    case 'completed':
      return `This document is already completed and can no longer be ${verb}`;
    case 'rejected':
      return action === 'reject'
        ? 'This document has already been rejected'
        : `This document was rejected and can no longer be ${verb}`;
    case 'voided':
      return action === 'void'
        ? 'This document has already been voided'
        : `This document was voided and can no longer be ${verb}`;
    case 'in_progress':
      return expired && action !== 'void'
        ? `This document has expired and can no longer be ${verb}`
        : null;
  }
}
