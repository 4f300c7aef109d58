import type { SignedResponse } from '@esign/contract';
import type { AppContext } from '../../app-context';
import { assertAllowed, refuseSigner } from '../documents/document-permissions';
import { findVisibleDocument } from '../documents/document-visibility';
import type { Viewer } from '../documents/viewer';
import { findChallengeForVerify, otpDepsOf, verifyChallenge } from './otp-challenges';
import { signingUser, signOrConfirm, type SigningContext } from './sign-document';

/**
 * POST document/{ref}/otp/verify: checks the code, then signs. Repeating the call with the same
 * code (a retry after a lost response) signs nothing twice: the document is already signed by
 * this user, and the answer is the same success.
 */
export async function verifyDocumentOtp(
  ctx: SigningContext & Pick<AppContext, 'secrets' | 'notifier'>,
  viewer: Viewer,
  input: { referenceNumber: string; otp: string; ip: string },
): Promise<SignedResponse['data']> {
  const document = await findVisibleDocument(ctx.db, viewer, input.referenceNumber);
  assertAllowed(refuseSigner(viewer, document.mine));
  const challenge = await findChallengeForVerify(ctx.db, viewer.userId, {
    documentId: document.id,
  });
  const verdict = await verifyChallenge(ctx.db, otpDepsOf(ctx), challenge, input.otp, ctx.clock());
  const user = await signingUser(ctx.db, viewer.userId);
  const signed = await signOrConfirm(ctx, user, document.id, input.ip, verdict === 'replay');
  return {
    message: signed.completed ? 'Document signed and completed' : 'Document signed',
    reference_numbers: [input.referenceNumber],
    otp_detail: { id: challenge.id, message: 'Verified' },
  };
}
