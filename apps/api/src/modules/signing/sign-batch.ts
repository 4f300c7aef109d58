import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { documentPlacements, documents, documentSigners } from '../../db/schema/documents';
import { users } from '../../db/schema/users';
import { ApiError } from '../../http/api-error';
import { refuseSignerTurn } from '../documents/document-permissions';
import { signersTurnNotifications } from '../documents/notify-signers-turn';
import { signingTurns } from '../documents/signing-turns';
import { recordActivities } from '../monitoring/record-activity';
import { notifyUsers } from '../notify/notify-user';
import {
  auditOf,
  completedNotification,
  signActivity,
  signedBytes,
  signingJob,
  signOrConfirm,
  type SigningContext,
  type SigningUser,
  type Snapshot,
} from './sign-document';

/** A document of the batch that could not be signed, with the reason to report. */
export interface BatchFailure {
  documentId: number;
  error: ApiError;
}

interface Planned {
  snap: Snapshot;
  audit: ReturnType<typeof auditOf>;
  signed?: Uint8Array;
}

/**
 * Signs several documents of a bulk as `user` with the work per document shared: the documents,
 * their signers and placements read in three statements; every PDF signed at once in the signing
 * pool; then ONE transaction that locks the documents, checks each as signDocument does (same
 * current file, the user's turn still open, completion as the job assumed) and writes all the
 * signatures with a few multi-row statements. The batch commits whole or not at all, so a crash
 * leaves each document signed exactly once or not at all.
 *
 * A document this path cannot take (not the user's turn when read, changed before the lock, a
 * signature already there) goes through signOrConfirm alone, which signs it, confirms an earlier
 * signature of a replayed verify, or says why not. A PDF the pool refuses fails that document
 * alone. Returns the documents not signed with their reasons; anything else (the database gone, a
 * bug) throws and nothing of the transaction in flight is kept.
 */
export async function signBatch(
  ctx: SigningContext,
  user: SigningUser,
  documentIds: readonly number[],
  ip: string,
): Promise<BatchFailure[]> {
  const failures: BatchFailure[] = [];
  const alone: number[] = [];
  const now = ctx.clock();
  const planned = await plan(ctx, user, documentIds, ip, now, alone);

  const platform = planned.length > 0 ? await ctx.signer() : null;
  await Promise.all(
    planned.map(async (entry) => {
      if (!platform) return;
      try {
        entry.signed = await signedBytes(
          ctx,
          signingJob(entry.snap, user, platform, entry.audit, ctx.config.companyName, now),
        );
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        failures.push({ documentId: entry.snap.document.id, error });
      }
    }),
  );
  const ready = planned.filter((entry) => entry.signed !== undefined);
  if (ready.length > 0) alone.push(...(await commit(ctx, user, ready, ip, now)));

  for (const documentId of alone) {
    try {
      await signOrConfirm(ctx, user, documentId, ip, true);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      failures.push({ documentId, error });
    }
  }
  return failures;
}

/** Reads the batch: the documents the user may sign now, each with its PDF and placements. */
async function plan(
  ctx: SigningContext,
  user: SigningUser,
  documentIds: readonly number[],
  ip: string,
  now: Date,
  alone: number[],
): Promise<Planned[]> {
  const ids = [...new Set(documentIds)];
  const rows = await ctx.db.select().from(documents).where(inArray(documents.id, ids));
  const signers = await ctx.db
    .select({ signer: documentSigners, name: users.name, privyId: users.privyId })
    .from(documentSigners)
    .innerJoin(users, eq(users.id, documentSigners.userId))
    .where(inArray(documentSigners.documentId, ids))
    .orderBy(asc(documentSigners.signedAt), asc(documentSigners.signOrder));
  const placements = await ctx.db
    .select()
    .from(documentPlacements)
    .where(and(inArray(documentPlacements.documentId, ids), isNull(documentPlacements.stampedAt)))
    .orderBy(asc(documentPlacements.id));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const files = new Map<number, Promise<Uint8Array>>();

  const planned: { snap: Omit<Snapshot, 'bytes'>; audit: Planned['audit'] }[] = [];
  for (const id of ids) {
    const document = byId.get(id);
    const mine = signers.find(
      (row) => row.signer.documentId === id && row.signer.userId === user.userId,
    )?.signer;
    if (!document || !mine || refuseSignerTurn('sign', document, mine, now)) {
      alone.push(id); // says why (or confirms an earlier signature)
      continue;
    }
    const audit = auditOf(
      signers
        .filter((row) => row.signer.documentId === id)
        .map((row) => ({
          userId: row.signer.userId,
          status: row.signer.status,
          name: row.name,
          privyId: row.privyId,
          signedAt: row.signer.signedAt,
          ip: row.signer.signedIp,
        })),
      { document },
      user,
      ip,
      now,
    );
    const mineToStamp = placements.filter(
      (placement) =>
        placement.documentId === id &&
        (placement.signerId === mine.id || placement.signerId === null),
    );
    if (!files.has(document.currentFileId))
      files.set(document.currentFileId, ctx.files.get(ctx.db, document.currentFileId));
    planned.push({ snap: { document, signer: mine, placements: mineToStamp }, audit });
  }
  return Promise.all(
    planned.map(async ({ snap, audit }) => ({
      snap: {
        ...snap,
        bytes: await (files.get(snap.document.currentFileId) as Promise<Uint8Array>),
      },
      audit,
    })),
  );
}

/**
 * Writes the signed documents in one transaction; returns the ids it left for signOrConfirm
 * (changed since they were read).
 */
async function commit(
  ctx: SigningContext,
  user: SigningUser,
  ready: readonly Planned[],
  ip: string,
  now: Date,
): Promise<number[]> {
  const ids = ready.map((entry) => entry.snap.document.id);
  return ctx.db.transaction(async (tx) => {
    const locked = await tx
      .select()
      .from(documents)
      .where(inArray(documents.id, ids))
      .orderBy(asc(documents.id))
      .for('update');
    const current = await tx
      .select({
        id: documentSigners.id,
        documentId: documentSigners.documentId,
        userId: documentSigners.userId,
        order: documentSigners.signOrder,
        status: documentSigners.status,
        isUploader: documentSigners.isUploader,
      })
      .from(documentSigners)
      .where(inArray(documentSigners.documentId, ids))
      .orderBy(asc(documentSigners.signOrder), asc(documentSigners.id));

    const later: number[] = [];
    const writes: {
      entry: Planned;
      bytes: Uint8Array;
      completed: boolean;
      nowWaiting: { id: number; userId: number }[];
    }[] = [];
    for (const entry of ready) {
      const { document, signer } = entry.snap;
      const row = locked.find((candidate) => candidate.id === document.id);
      const theirs = current.filter((candidate) => candidate.documentId === document.id);
      const mine = theirs.find((candidate) => candidate.id === signer.id) ?? null;
      // As signDocument's guard: same version, the user's turn still open.
      if (
        !row ||
        row.currentFileId !== document.currentFileId ||
        refuseSignerTurn('sign', row, mine, now)
      ) {
        later.push(document.id);
        continue;
      }
      const after = theirs.map((candidate) =>
        candidate.id === signer.id ? { ...candidate, status: 'signed' as const } : candidate,
      );
      const turns = signingTurns(
        document.signingOrder,
        after.map((candidate) => ({
          order: candidate.order,
          signed: candidate.status === 'signed',
        })),
      );
      // The job appended the certificate only if this signature was to be the last one.
      if (turns.complete !== (entry.audit !== null)) {
        later.push(document.id);
        continue;
      }
      writes.push({
        entry,
        bytes: entry.signed as Uint8Array,
        completed: turns.complete,
        nowWaiting: after.filter(
          (candidate, index) =>
            candidate.status === 'blocked' && turns.statuses[index] === 'waiting',
        ),
      });
    }
    if (writes.length === 0) return later;

    await tx
      .update(documentSigners)
      .set({ status: 'signed', signedAt: now, signedIp: ip })
      .where(
        inArray(
          documentSigners.id,
          writes.map(({ entry }) => entry.snap.signer.id),
        ),
      );
    const stamped = writes.flatMap(({ entry }) => entry.snap.placements.map((p) => p.id));
    if (stamped.length > 0)
      await tx
        .update(documentPlacements)
        .set({ stampedAt: now })
        .where(inArray(documentPlacements.id, stamped));
    const waiting = writes.flatMap(({ nowWaiting }) => nowWaiting.map((row) => row.id));
    if (waiting.length > 0)
      await tx
        .update(documentSigners)
        .set({ status: 'waiting' })
        .where(inArray(documentSigners.id, waiting));

    const fileIds: number[] = [];
    for (const { bytes } of writes)
      fileIds.push(await ctx.files.put(tx, bytes, { contentType: 'application/pdf', at: now }));
    const versions = writes.map(
      ({ entry }, index) => sql`when ${entry.snap.document.id}::int then ${fileIds[index]}::int`,
    );
    await tx
      .update(documents)
      .set({
        currentFileId: sql`case ${documents.id} ${sql.join(versions, sql` `)} end`,
        updatedAt: now,
      })
      .where(
        inArray(
          documents.id,
          writes.map(({ entry }) => entry.snap.document.id),
        ),
      );
    const completed = writes.filter((write) => write.completed);
    if (completed.length > 0)
      await tx
        .update(documents)
        .set({ state: 'completed', completedAt: now })
        .where(
          inArray(
            documents.id,
            completed.map(({ entry }) => entry.snap.document.id),
          ),
        );

    await recordActivities(
      tx,
      writes.map(({ entry }) => signActivity(user, entry.snap.document, ip, now)),
    );
    const notifications = writes.flatMap(({ entry, completed: done, nowWaiting }) => [
      ...signersTurnNotifications(
        entry.snap.document,
        nowWaiting.map((row) => row.userId),
        now,
      ),
      ...(done ? [completedNotification(entry.snap.document, now)] : []),
    ]);
    await notifyUsers(tx, notifications);
    return later;
  });
}
