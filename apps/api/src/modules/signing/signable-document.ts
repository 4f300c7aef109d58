import type { OtpChallenge } from '@esign/contract';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/database';
import { assertAllowed, refuseSignOrReject } from '../documents/document-permissions';
import { findVisibleDocument } from '../documents/document-visibility';
import type { Viewer } from '../documents/viewer';
import { issueChallenge } from './otp-challenges';

/**
 * The id of a document the user may sign now: visible (404), then permission and participation
 * (403), then state and turn (409), checked before any code is sent or a bulk is made.
 */
export async function findSignableDocument(
  executor: Executor,
  viewer: Viewer,
  referenceNumber: string,
  now: Date,
): Promise<number> {
  const document = await findVisibleDocument(executor, viewer, referenceNumber);
  assertAllowed(refuseSignOrReject('sign', viewer, document, document.mine, now));
  return document.id;
}

/** A code for signing one document: a new one (send) or the same challenge again (resend). */
export async function issueDocumentCode(
  ctx: Pick<AppContext, 'db' | 'clock' | 'secrets' | 'notifier'>,
  viewer: Viewer,
  referenceNumber: string,
  mode: 'send' | 'resend',
): Promise<OtpChallenge> {
  const now = ctx.clock();
  const documentId = await findSignableDocument(ctx.db, viewer, referenceNumber, now);
  return issueChallenge(ctx, mode, {
    userId: viewer.userId,
    subject: { documentId },
    title: `Signing code for document ${referenceNumber}`,
    now,
  });
}
