import { randomUUID } from 'node:crypto';
import type { Bulk, OtpChallenge, SignedResponse } from '@esign/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/database';
import { bulkSigns, documents, documentSigners } from '../../db/schema/documents';
import { ApiError } from '../../http/api-error';
import type { LoadedSigner } from '../../pdf';
import { illegalTransition } from './document-status';
import { findVisibleDocumentId, type Viewer } from './document-view';
import {
  findChallengeForVerify,
  resendChallenge,
  sendChallenge,
  verifyChallenge,
  type OtpDeps,
} from './otp-challenges';
import { signDocument, signingUser, whyUserCannotSign } from './sign-document';

export type SigningContext = Pick<AppContext, 'db' | 'clock' | 'config'> & {
  otp: OtpDeps;
  signer: () => Promise<LoadedSigner>;
};

type SignedData = SignedResponse['data'];

/** 409 unless the viewer may sign the document now (checked before any code is sent or used). */
async function assertCanSign(
  executor: Executor,
  viewer: Viewer,
  documentId: number,
  now: Date,
): Promise<void> {
  const [document] = await executor
    .select({ state: documents.state, expiresAt: documents.expiresAt })
    .from(documents)
    .where(eq(documents.id, documentId));
  const [signer] = await executor
    .select({ status: documentSigners.status, isUploader: documentSigners.isUploader })
    .from(documentSigners)
    .where(
      and(eq(documentSigners.documentId, documentId), eq(documentSigners.userId, viewer.userId)),
    );
  const problem = document
    ? whyUserCannotSign(document, signer, now)
    : 'The document no longer exists';
  if (problem) throw illegalTransition(problem);
}

/** GET document/{id}/otp/send and …/resend. */
export async function sendDocumentCode(
  ctx: SigningContext,
  viewer: Viewer,
  referenceNumber: string,
  mode: 'send' | 'resend',
): Promise<OtpChallenge> {
  const documentId = await findVisibleDocumentId(ctx.db, viewer, referenceNumber);
  const now = ctx.clock();
  await assertCanSign(ctx.db, viewer, documentId, now);
  const issue = mode === 'send' ? sendChallenge : resendChallenge;
  return ctx.db.transaction((tx) =>
    issue(tx, ctx.otp, {
      userId: viewer.userId,
      subject: { documentId },
      title: `Signing code for document ${referenceNumber}`,
      now,
    }),
  );
}

/**
 * POST document/{ref}/otp/verify: checks the code, then signs. Repeating the call with the same
 * code (a retry after a lost response) signs nothing twice: the document is already signed by
 * this user, and the answer is the same success.
 */
export async function verifyDocumentCode(
  ctx: SigningContext,
  viewer: Viewer,
  input: { referenceNumber: string; otp: string; ip: string },
): Promise<SignedData> {
  const documentId = await findVisibleDocumentId(ctx.db, viewer, input.referenceNumber);
  const challenge = await findChallengeForVerify(ctx.db, viewer.userId, { documentId });
  const verdict = await verifyChallenge(ctx.db, ctx.otp, challenge, input.otp, ctx.clock());
  const user = await signingUser(ctx.db, viewer.userId);
  const signed = await signOrConfirm(ctx, user, documentId, input.ip, verdict === 'replay');
  return {
    message: signed.completed ? 'Document signed and completed' : 'Document signed',
    reference_numbers: [input.referenceNumber],
    otp_detail: { id: challenge.id, message: 'Verified' },
  };
}

/**
 * Signs, or on a replayed verify (the same code again) accepts the document as the earlier success
 * when this user's signature is already on it, whatever happened to the document since (it may
 * have been completed by that very signature).
 */
async function signOrConfirm(
  ctx: SigningContext,
  user: Awaited<ReturnType<typeof signingUser>>,
  documentId: number,
  ip: string,
  replay: boolean,
): Promise<{ completed: boolean }> {
  try {
    return await signDocument(ctx, user, documentId, ip);
  } catch (error) {
    if (!replay || !(error instanceof ApiError)) throw error;
    const [mine] = await ctx.db
      .select({ status: documentSigners.status, state: documents.state })
      .from(documentSigners)
      .innerJoin(documents, eq(documents.id, documentSigners.documentId))
      .where(
        and(eq(documentSigners.documentId, documentId), eq(documentSigners.userId, user.userId)),
      );
    if (mine?.status === 'signed') return { completed: mine.state === 'completed' };
    throw error;
  }
}

function selectionKey(referenceNumbers: readonly string[]): string {
  return [...new Set(referenceNumbers)].sort().join(',');
}

/**
 * POST bulk-sign/documents: every reference must be one the user can sign now; otherwise nothing
 * is created and the error lists each failing reference with its reason.
 */
export async function createBulk(
  ctx: SigningContext,
  viewer: Viewer,
  referenceNumbers: readonly string[],
): Promise<Bulk> {
  const unique = [...new Set(referenceNumbers)];
  const now = ctx.clock();
  const failures: string[] = [];
  for (const referenceNumber of unique) {
    try {
      const documentId = await findVisibleDocumentId(ctx.db, viewer, referenceNumber);
      await assertCanSign(ctx.db, viewer, documentId, now);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      failures.push(`${referenceNumber}: ${error.message}`);
    }
  }
  if (failures.length > 0) {
    throw new ApiError(
      409,
      'bulk_not_signable',
      failures.length === 1
        ? `1 document cannot be signed now: ${failures[0]}`
        : `${failures.length} documents cannot be signed now`,
      { errors: failures },
    );
  }
  const id = randomUUID();
  await ctx.db.insert(bulkSigns).values({
    id,
    userId: viewer.userId,
    referenceNumbers: unique,
    selectionKey: selectionKey(unique),
    createdAt: now,
  });
  return { id, reference_numbers: unique, created_at: now.toISOString() };
}

async function bulkOf(
  executor: Executor,
  viewer: Viewer,
  lookup: { referenceNumbers: readonly string[] } | { bulkId: string },
) {
  const [bulk] = await executor
    .select()
    .from(bulkSigns)
    .where(
      and(
        eq(bulkSigns.userId, viewer.userId),
        'bulkId' in lookup
          ? eq(bulkSigns.id, lookup.bulkId)
          : eq(bulkSigns.selectionKey, selectionKey(lookup.referenceNumbers)),
      ),
    )
    .orderBy(desc(bulkSigns.createdAt))
    .limit(1);
  if (!bulk)
    throw new ApiError(
      404,
      'bulk_not_found',
      'No bulk with these documents. Select the documents again',
    );
  return bulk;
}

/** POST bulk-sign/otp/send {reference_numbers}: one code for the bulk created for this selection. */
export async function sendBulkCode(
  ctx: SigningContext,
  viewer: Viewer,
  referenceNumbers: readonly string[],
): Promise<OtpChallenge> {
  const bulk = await bulkOf(ctx.db, viewer, { referenceNumbers });
  const now = ctx.clock();
  return ctx.db.transaction((tx) =>
    sendChallenge(tx, ctx.otp, {
      userId: viewer.userId,
      subject: { bulkId: bulk.id },
      title: `Signing code for ${bulk.referenceNumbers.length} documents`,
      now,
    }),
  );
}

/** POST bulk-sign/otp/resend/{otp id}. */
export async function resendBulkCode(
  ctx: SigningContext,
  viewer: Viewer,
  challengeId: string,
): Promise<OtpChallenge> {
  const challenge = await findChallengeForVerify(ctx.db, viewer.userId, { challengeId });
  if (!challenge.bulkId)
    throw new ApiError(404, 'otp_not_found', 'This code does not belong to a bulk');
  const bulk = await bulkOf(ctx.db, viewer, { bulkId: challenge.bulkId });
  const now = ctx.clock();
  return ctx.db.transaction((tx) =>
    resendChallenge(tx, ctx.otp, {
      userId: viewer.userId,
      subject: { bulkId: bulk.id },
      title: `Signing code for ${bulk.referenceNumbers.length} documents`,
      now,
    }),
  );
}

/** Documents signed at once while a bulk runs: the PDF work overlaps the database round trips. */
const BULK_CONCURRENCY = 4;

/**
 * POST bulk-sign/otp/verify/{otp id}: checks the code once, then signs every document of the
 * bulk. Each document is signed at most once: a retried call (same code) signs only those not
 * yet signed and reports the whole bulk. Documents that changed meanwhile (rejected, voided,
 * expired) are reported in the message and skipped; the others are signed.
 */
export async function verifyBulkCode(
  ctx: SigningContext,
  viewer: Viewer,
  input: { challengeId: string; otp: string; ip: string },
): Promise<SignedData> {
  const challenge = await findChallengeForVerify(ctx.db, viewer.userId, {
    challengeId: input.challengeId,
  });
  if (!challenge.bulkId)
    throw new ApiError(404, 'otp_not_found', 'This code does not belong to a bulk');
  const bulk = await bulkOf(ctx.db, viewer, { bulkId: challenge.bulkId });
  const verdict = await verifyChallenge(ctx.db, ctx.otp, challenge, input.otp, ctx.clock());
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
