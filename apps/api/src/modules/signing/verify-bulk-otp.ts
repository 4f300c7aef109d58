import type { SignedResponse } from '@esign/contract';
import { inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { documents } from '../../db/schema/documents';
import { ApiError } from '../../http/api-error';
import { illegalTransition } from '../documents/document-status';
import type { Viewer } from '../documents/viewer';
import { bulkIdOf, findBulk } from './bulk-signs';
import { findChallengeForVerify, otpDepsOf, verifyChallenge } from './otp-challenges';
import { signingUser, signOrConfirm, type SigningContext } from './sign-document';

/** Documents signed at once while a bulk runs: the PDF work overlaps the database round trips. */
const BULK_CONCURRENCY = 4;

/**
 * POST bulk-sign/otp/verify/{otp id}: checks the code once, then signs every document of the
 * bulk. Each document is signed at most once: a retried call (same code) signs only those not
 * yet signed and reports the whole bulk. Documents that changed meanwhile (rejected, voided,
 * expired) are reported in the message and skipped; the others are signed.
 */
export async function verifyBulkOtp(
  ctx: SigningContext & Pick<AppContext, 'secrets' | 'notifier'>,
  viewer: Viewer,
  input: { challengeId: string; otp: string; ip: string },
): Promise<SignedResponse['data']> {
  const challenge = await findChallengeForVerify(ctx.db, viewer.userId, {
    challengeId: input.challengeId,
  });
  const bulk = await findBulk(ctx.db, viewer, { bulkId: bulkIdOf(challenge) });
  const verdict = await verifyChallenge(ctx.db, otpDepsOf(ctx), challenge, input.otp, ctx.clock());
  const user = await signingUser(ctx.db, viewer.userId);
  const ids = await ctx.db
    .select({ id: documents.id, referenceNumber: documents.referenceNumber })
    .from(documents)
    .where(inArray(documents.referenceNumber, bulk.referenceNumbers));
  const idOf = new Map(ids.map((row) => [row.referenceNumber, row.id]));

  const signed: string[] = [];
  const failed: string[] = [];
  const queue = [...bulk.referenceNumbers];
  const worker = async () => {
    for (
      let referenceNumber = queue.shift();
      referenceNumber !== undefined;
      referenceNumber = queue.shift()
    ) {
      const documentId = idOf.get(referenceNumber);
      try {
        if (documentId === undefined) throw illegalTransition('The document no longer exists');
        await signOrConfirm(ctx, user, documentId, input.ip, verdict === 'replay');
        signed.push(referenceNumber);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        failed.push(`${referenceNumber}: ${error.message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(BULK_CONCURRENCY, queue.length) }, worker));
  const order = new Map(bulk.referenceNumbers.map((reference, index) => [reference, index]));
  signed.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
  if (signed.length === 0) {
    throw new ApiError(409, 'bulk_not_signable', 'None of the documents could be signed', {
      errors: failed,
    });
  }
  return {
    message:
      failed.length === 0
        ? `${signed.length} document${signed.length === 1 ? '' : 's'} signed`
        : `${signed.length} of ${bulk.referenceNumbers.length} documents signed. Not signed: ${failed.join('; ')}`,
    reference_numbers: signed,
    otp_detail: { id: challenge.id, message: 'Verified' },
  };
}
