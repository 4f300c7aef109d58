import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/database';
import { lockAndGuard } from '../../db/lock-and-guard';
import { documentPlacements, documents, documentSigners } from '../../db/schema/documents';
import { users } from '../../db/schema/users';
import { eMeteraiImage, sealImage, signatureImage } from '../../files';
import {
  PdfRejectedError,
  type CompletionAudit,
  type PortableSigner,
  type SigningJob,
  type Stamp,
} from '../../pdf';
import type { FileStore } from '../../storage/file-store';
import { ApiError } from '../../http/api-error';
import { assertAllowed, refusalError, refuseSignerTurn } from '../documents/document-permissions';
import { illegalTransition } from '../documents/document-status';
import { findMySigner } from '../documents/document-visibility';
import { signingTurns } from '../documents/signing-turns';
import { recordActivity, type ActivityEntry } from '../monitoring/record-activity';
import { notifySignersTurn } from '../documents/notify-signers-turn';
import { documentSubject } from '../notify/notification-subjects';
import { notifyUser, type NotificationMessage } from '../notify/notify-user';

/** What signing needs of the application. */
export type SigningContext = Pick<
  AppContext,
  'db' | 'clock' | 'config' | 'files' | 'signer' | 'signingPool' | 'previews'
>;

/** Thrown inside the transaction to roll it back and sign again from the current version. */
class RetrySignature extends Error {}

export interface SigningUser {
  userId: number;
  name: string;
  privyId: string;
}

export interface SignOutcome {
  referenceNumber: string;
  completed: boolean;
}

export interface SignOptions {
  /**
   * The uploader signs their own part at send (document-upload/{id}/send, behind their code). The
   * lists never ask an uploader to sign (spec §6, refuseSigner), so only that call sets this; the
   * state and turn rules hold all the same.
   */
  uploaderAtSend?: boolean;
}

/** The turn rule of refuseSignerTurn, with the uploader's own part at send allowed. */
function refuseTurn(
  document: Parameters<typeof refuseSignerTurn>[1],
  mine: Parameters<typeof refuseSignerTurn>[2],
  now: Date,
  options: SignOptions,
) {
  const asSigner = options.uploaderAtSend && mine ? { ...mine, isUploader: false } : mine;
  return refuseSignerTurn('sign', document, asSigner, now);
}

/** Retries when another signer of the same (parallel) document signed in between. */
const MAX_ATTEMPTS = 4;

export async function signingUser(executor: Executor, userId: number): Promise<SigningUser> {
  const [user] = await executor
    .select({ userId: users.id, name: users.name, privyId: users.privyId })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new Error(`User ${userId} not found`);
  return user;
}

export interface Snapshot {
  document: typeof documents.$inferSelect;
  signer: typeof documentSigners.$inferSelect;
  placements: (typeof documentPlacements.$inferSelect)[];
  bytes: Uint8Array;
}

async function snapshot(
  executor: Executor,
  files: FileStore,
  documentId: number,
  user: SigningUser,
  now: Date,
  options: SignOptions,
): Promise<Snapshot> {
  const [document] = await executor.select().from(documents).where(eq(documents.id, documentId));
  if (!document) throw new Error(`Document ${documentId} not found`);
  const [signer] = await executor
    .select()
    .from(documentSigners)
    .where(
      and(eq(documentSigners.documentId, documentId), eq(documentSigners.userId, user.userId)),
    );
  const refusal = refuseTurn(document, signer ?? null, now, options);
  if (refusal || !signer)
    throw refusal ? refusalError(refusal) : illegalTransition('You cannot sign this document');
  const placements = await executor
    .select()
    .from(documentPlacements)
    .where(
      and(
        eq(documentPlacements.documentId, documentId),
        isNull(documentPlacements.stampedAt),
        or(eq(documentPlacements.signerId, signer.id), isNull(documentPlacements.signerId)),
      ),
    )
    .orderBy(asc(documentPlacements.id));
  return { document, signer, placements, bytes: await files.get(executor, document.currentFileId) };
}

function dataUrlBytes(dataUrl: string): Uint8Array | null {
  const match = /^data:image\/(?:png|jpeg);base64,(.+)$/.exec(dataUrl);
  return match?.[1] ? new Uint8Array(Buffer.from(match[1], 'base64')) : null;
}

/** The images to draw for this signature (one per placement; images are cached per call). */
function stampsFor(snap: Snapshot, user: SigningUser, companyName: string, now: Date): Stamp[] {
  let signature: Uint8Array | undefined;
  let seal: Uint8Array | undefined;
  return snap.placements.map((placement) => {
    let image: Uint8Array;
    if (placement.type === 'signature') {
      image = signature ??= signatureImage({
        name: user.name,
        privyId: user.privyId,
        signedAt: now,
      });
    } else if (placement.type === 'seal') {
      image = seal ??=
        (snap.document.sealImage ? dataUrlBytes(snap.document.sealImage) : null) ??
        sealImage({ companyName });
    } else {
      // The e-meterai serial: the document reference and the placement, unique per stamp.
      image = eMeteraiImage({ serial: `${snap.document.referenceNumber}-${placement.id}` });
    }
    return {
      page: placement.page,
      x: placement.x,
      y: placement.y,
      width: placement.width,
      height: placement.height,
      image,
    };
  });
}

/** What the certificate of completion says of each signer, read in auditSignerOrder. */
export const auditSignerColumns = {
  documentId: documentSigners.documentId,
  userId: documentSigners.userId,
  status: documentSigners.status,
  name: users.name,
  privyId: users.privyId,
  signedAt: documentSigners.signedAt,
  ip: documentSigners.signedIp,
};
export const auditSignerOrder = [asc(documentSigners.signedAt), asc(documentSigners.signOrder)];

interface AuditSigner {
  userId: number;
  status: (typeof documentSigners.$inferSelect)['status'];
  name: string;
  privyId: string;
  signedAt: Date | null;
  ip: string | null;
}

/** Everyone else has signed: this signature completes the document, with this audit. */
async function completionAudit(
  executor: Executor,
  snap: Snapshot,
  user: SigningUser,
  ip: string,
  now: Date,
): Promise<CompletionAudit | null> {
  const rows = await executor
    .select(auditSignerColumns)
    .from(documentSigners)
    .innerJoin(users, eq(users.id, documentSigners.userId))
    .where(eq(documentSigners.documentId, snap.document.id))
    .orderBy(...auditSignerOrder);
  return auditOf(rows, snap, user, ip, now);
}

/** The audit of completionAudit from the document's signers (in auditSignerOrder). */
export function auditOf(
  rows: readonly AuditSigner[],
  snap: Pick<Snapshot, 'document'>,
  user: SigningUser,
  ip: string,
  now: Date,
): CompletionAudit | null {
  const others = rows.filter((row) => row.userId !== user.userId);
  if (others.some((row) => row.status !== 'signed')) return null;
  return {
    referenceNumber: snap.document.referenceNumber,
    documentName: snap.document.name,
    completedAt: now,
    signers: [
      ...others.map((row) => ({
        name: row.name,
        privyId: row.privyId,
        signedAt: row.signedAt ?? now,
        ip: row.ip ?? 'unknown',
        otpVerified: true as const,
      })),
      { name: user.name, privyId: user.privyId, signedAt: now, ip, otpVerified: true as const },
    ],
  };
}

/** The signing job of this signature: stamps, the signer's PAdES signature, and the certificate when last. */
export function signingJob(
  snap: Snapshot,
  user: SigningUser,
  signer: PortableSigner,
  audit: CompletionAudit | null,
  companyName: string,
  now: Date,
): SigningJob {
  return {
    bytes: snap.bytes,
    stamps: stampsFor(snap, user, companyName, now),
    signer,
    meta: {
      reason: `Signed by ${user.name} (${user.privyId.toUpperCase()}), identity verified by one-time password`,
      name: user.name,
      location: companyName,
      signingTime: now,
    },
    ...(audit
      ? {
          completion: {
            audit,
            meta: {
              reason: 'Certificate of completion: every signer signed',
              name: `${companyName} Certificate of Completion`,
              location: companyName,
              signingTime: now,
            },
          },
        }
      : {}),
  };
}

/** The activity-log row of a signature. */
export function signActivity(
  user: SigningUser,
  document: { referenceNumber: string },
  ip: string,
  at: Date,
): ActivityEntry {
  return {
    userId: user.userId,
    action: 'document.sign',
    activity: `Signed document ${document.referenceNumber}`,
    subjectType: 'document',
    subjectId: document.referenceNumber,
    ip,
    at,
  };
}

/** The uploader's notification when a signature completes their document. */
export function completedNotification(
  document: { referenceNumber: string; uploaderId: number },
  at: Date,
): { userId: number; message: NotificationMessage } {
  return {
    userId: document.uploaderId,
    message: {
      title: 'Document completed',
      body: `Document ${document.referenceNumber} was signed by all signers.`,
      at,
      subject: documentSubject(document.referenceNumber, 'completed'),
    },
  };
}

/** The signed bytes from the pool; a PDF it refuses fails this document alone, with the reason. */
export async function signedBytes(ctx: SigningContext, job: SigningJob): Promise<Uint8Array> {
  try {
    return await ctx.signingPool.run(job);
  } catch (error) {
    if (!(error instanceof PdfRejectedError)) throw error;
    const refused = new ApiError(
      422,
      error.code,
      `The PDF of this document could not be signed: ${error.message}`,
    );
    refused.cause = error; // the thread's stack, for the log
    throw refused;
  }
}

/**
 * Signs one document as `user`: draws the user's signature (and the e-meterai and seal placed for
 * them) and applies a PAdES signature, both as incremental updates; when this was the last
 * signature, appends the certificate of completion and seals it with the platform's signature.
 *
 * The PDF work happens outside the transaction; the transaction then checks, with the document
 * row locked, that nothing changed meanwhile (same current file, the user's turn still open) and
 * writes the new version. If another signer of a parallel document won the race, it starts over
 * from their version, so no signature is ever lost and none is applied twice.
 *
 * The PDF work (the signature and, for the last signer, the certificate of completion and its
 * seal: one job) runs in the signing pool's threads, bounded in time and memory, so a bulk
 * spreads over every core and a PDF that cannot be signed fails this one document with its reason.
 */
export async function signDocument(
  ctx: SigningContext,
  user: SigningUser,
  documentId: number,
  ip: string,
  options: SignOptions = {},
): Promise<SignOutcome> {
  const platform = await ctx.signer();
  for (let attempt = 1; ; attempt++) {
    const now = ctx.clock();
    const snap = await snapshot(ctx.db, ctx.files, documentId, user, now, options);
    const audit = await completionAudit(ctx.db, snap, user, ip, now);
    const finalBytes = await signedBytes(
      ctx,
      signingJob(snap, user, platform, audit, ctx.config.companyName, now),
    );
    let newFileId: number | null = null;
    const outcome = await ctx.db
      .transaction(async (tx) => {
        const locked = await lockAndGuard(
          tx,
          documents,
          eq(documents.id, documentId),
          async (row) =>
            assertAllowed(
              refuseTurn(row, await findMySigner(tx, documentId, user.userId), now, options),
            ),
          () => illegalTransition('The document no longer exists'),
        );
        // Another signer's version landed meanwhile: start over from it.
        if (locked.currentFileId !== snap.document.currentFileId) return null;

        await tx
          .update(documentSigners)
          .set({ status: 'signed', signedAt: now, signedIp: ip })
          .where(eq(documentSigners.id, snap.signer.id));
        if (snap.placements.length > 0)
          await tx
            .update(documentPlacements)
            .set({ stampedAt: now })
            .where(
              inArray(
                documentPlacements.id,
                snap.placements.map((placement) => placement.id),
              ),
            );

        const signers = await tx
          .select({
            id: documentSigners.id,
            userId: documentSigners.userId,
            order: documentSigners.signOrder,
            status: documentSigners.status,
          })
          .from(documentSigners)
          .where(eq(documentSigners.documentId, documentId))
          .orderBy(asc(documentSigners.signOrder), asc(documentSigners.id));
        const turns = signingTurns(
          snap.document.signingOrder,
          signers.map((row) => ({ order: row.order, signed: row.status === 'signed' })),
        );
        const completed = turns.complete;
        // The job appended the certificate only if this signature was to be the last one.
        if (completed !== (audit !== null)) throw new RetrySignature();
        // The next in order gets their turn.
        const nowWaiting = signers.filter(
          (row, index) => row.status === 'blocked' && turns.statuses[index] === 'waiting',
        );
        if (nowWaiting.length > 0)
          await tx
            .update(documentSigners)
            .set({ status: 'waiting' })
            .where(
              inArray(
                documentSigners.id,
                nowWaiting.map((row) => row.id),
              ),
            );
        const fileId = await ctx.files.put(tx, finalBytes, {
          contentType: 'application/pdf',
          at: now,
        });
        newFileId = fileId;
        await tx
          .update(documents)
          .set({
            currentFileId: fileId,
            updatedAt: now,
            ...(completed ? { state: 'completed' as const, completedAt: now } : {}),
          })
          .where(eq(documents.id, documentId));
        await recordActivity(tx, signActivity(user, snap.document, ip, now));
        await notifySignersTurn(
          tx,
          snap.document,
          nowWaiting.map((row) => row.userId),
          now,
        );
        if (completed) {
          const told = completedNotification(snap.document, now);
          await notifyUser(tx, told.userId, told.message);
        }
        return { referenceNumber: snap.document.referenceNumber, completed };
      })
      .catch((error: unknown) => {
        // Rolled back: another signature changed the picture; start over from it.
        if (error instanceof RetrySignature) return null;
        throw error;
      });
    if (outcome) {
      // The signer usually looks at the signed document next.
      if (newFileId !== null) ctx.previews.drawAhead(newFileId, async () => finalBytes);
      return outcome;
    }
    if (attempt >= MAX_ATTEMPTS)
      throw illegalTransition('The document is being changed by someone else. Please try again');
  }
}

/**
 * Signs, or on a replayed verify (the same code again) accepts the document as the earlier success
 * when this user's signature is already on it, whatever happened to the document since (it may
 * have been completed by that very signature).
 */
export async function signOrConfirm(
  ctx: SigningContext,
  user: SigningUser,
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
