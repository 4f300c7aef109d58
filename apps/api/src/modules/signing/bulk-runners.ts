import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { documents, documentSigners } from '../../db/schema/documents';
import { bulkSigns } from '../../db/schema/signing';
import { signBatch } from './sign-batch';
import { signingUser, type SigningContext } from './sign-document';

/**
 * Documents per batch (signed in the pool together and committed in one transaction: signBatch),
 * per signing thread; and batches in flight, so one commits while the next is being signed.
 */
const BATCH_PER_THREAD = 4;
const BATCHES_IN_FLIGHT = 2;

type BulkRow = typeof bulkSigns.$inferSelect;

/**
 * The bulks this server is signing. A run holds its bulk by a lease in the database (renewed
 * while it runs), so two servers never sign one bulk at once, and a bulk whose server died (its
 * lease run out) is taken over by the next verify or status call, or by a server's periodic
 * look for abandoned bulks (resumeAbandoned, also at start): nothing stays `running` for good. Each document goes through signOrConfirm, which signs it in one transaction or finds it
 * signed already, so a run taken over never signs a document twice.
 */
export class BulkRunners {
  /** Who holds a lease: this server, until it stops. */
  private readonly owner = randomUUID();
  private readonly running = new Map<string, Promise<void>>();
  private stopping = false;

  constructor(
    private readonly ctx: SigningContext & Pick<AppContext, 'config'>,
    private readonly report: (error: unknown, message: string) => void,
  ) {}

  /**
   * Starts signing the bulk here unless it is done, runs here already, or another server holds
   * a lease that has not run out.
   */
  async resume(bulkId: string): Promise<void> {
    if (this.stopping || this.running.has(bulkId)) return;
    const now = this.ctx.clock();
    const [claimed] = await this.ctx.db
      .update(bulkSigns)
      .set({ leaseOwner: this.owner, leaseUntil: this.leaseEnd(now) })
      .where(
        and(
          eq(bulkSigns.id, bulkId),
          eq(bulkSigns.state, 'running'),
          or(
            isNull(bulkSigns.leaseUntil),
            lt(bulkSigns.leaseUntil, now),
            eq(bulkSigns.leaseOwner, this.owner),
          ),
        ),
      )
      .returning();
    // Checked again: another call of this server may have claimed it meanwhile.
    if (!claimed || this.running.has(bulkId)) return;
    const run = this.run(claimed)
      .catch((error: unknown) =>
        this.report(error, `Bulk ${bulkId} stopped; it resumes on the next call`),
      )
      .finally(() => this.running.delete(bulkId));
    this.running.set(bulkId, run);
  }

  /**
   * Resumes every bulk left `running` without a live lease: its server died mid-bulk (or stopped
   * and handed it back), so a crash loses nothing even if the owner never comes back. Run when
   * the server starts and then once per lease period. Returns how many it looked at.
   */
  async resumeAbandoned(): Promise<number> {
    if (this.stopping) return 0;
    const abandoned = await this.ctx.db
      .select({ id: bulkSigns.id })
      .from(bulkSigns)
      .where(
        and(
          eq(bulkSigns.state, 'running'),
          or(isNull(bulkSigns.leaseUntil), lt(bulkSigns.leaseUntil, this.ctx.clock())),
        ),
      );
    for (const bulk of abandoned) await this.resume(bulk.id);
    return abandoned.length;
  }

  /** Lets each run finish the documents in flight, then stop (its bulk resumes later). */
  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.running.values());
  }

  private leaseEnd(now: Date): Date {
    return new Date(now.getTime() + this.ctx.config.bulkSignLeaseSeconds * 1000);
  }

  private async run(bulk: BulkRow): Promise<void> {
    const { db } = this.ctx;
    const user = await signingUser(db, bulk.userId);
    const rows = await db
      .select({
        id: documents.id,
        referenceNumber: documents.referenceNumber,
        mine: documentSigners.status,
      })
      .from(documents)
      .leftJoin(
        documentSigners,
        and(eq(documentSigners.documentId, documents.id), eq(documentSigners.userId, user.userId)),
      )
      .where(inArray(documents.referenceNumber, bulk.referenceNumbers));
    const byReference = new Map(rows.map((row) => [row.referenceNumber, row]));
    const referenceOf = new Map(rows.map((row) => [row.id, row.referenceNumber]));
    const failed = new Set(bulk.failures.map((failure) => failure.reference_number));
    const queue = bulk.referenceNumbers.filter(
      (reference) => !failed.has(reference) && byReference.get(reference)?.mine !== 'signed',
    );

    let lost = false;
    let lastRenewal = this.ctx.clock().getTime();
    const renewEveryMs = (this.ctx.config.bulkSignLeaseSeconds * 1000) / 3;
    const renew = async () => {
      const now = this.ctx.clock();
      if (now.getTime() - lastRenewal < renewEveryMs) return;
      lastRenewal = now.getTime();
      const held = await db
        .update(bulkSigns)
        .set({ leaseUntil: this.leaseEnd(now) })
        .where(and(eq(bulkSigns.id, bulk.id), eq(bulkSigns.leaseOwner, this.owner)))
        .returning({ id: bulkSigns.id });
      if (held.length === 0) lost = true;
    };

    const batchSize = this.ctx.signingPool.threads * BATCH_PER_THREAD;
    const worker = async () => {
      while (queue.length > 0 && !this.stopping && !lost) {
        const batch = queue.splice(0, batchSize);
        await renew();
        const refused: { reference_number: string; message: string }[] = [];
        const ids: number[] = [];
        for (const reference of batch) {
          const documentId = byReference.get(reference)?.id;
          if (documentId === undefined)
            refused.push({ reference_number: reference, message: 'The document no longer exists' });
          else ids.push(documentId);
        }
        try {
          const failures =
            ids.length === 0
              ? []
              : await signBatch(this.ctx, user, ids, bulk.signedIp ?? 'unknown');
          for (const failure of failures)
            refused.push({
              reference_number: referenceOf.get(failure.documentId) ?? String(failure.documentId),
              message: failure.error.message,
            });
        } catch (error) {
          // Anything but a refusal of a document (the database gone, a bug) stops the run; the
          // batch's transaction was rolled back, so its documents are signed by the next run.
          lost = true;
          throw error;
        }
        if (refused.length > 0)
          await db
            .update(bulkSigns)
            .set({ failures: sql`${bulkSigns.failures} || ${JSON.stringify(refused)}::jsonb` })
            .where(eq(bulkSigns.id, bulk.id));
      }
    };
    const width = Math.min(Math.ceil(queue.length / batchSize), BATCHES_IN_FLIGHT);
    try {
      await Promise.all(Array.from({ length: width }, worker));
    } finally {
      if (this.stopping || lost || queue.length > 0) {
        // Not finished: let the next call take it over at once (not after the lease runs out).
        await db
          .update(bulkSigns)
          .set({ leaseUntil: null })
          .where(and(eq(bulkSigns.id, bulk.id), eq(bulkSigns.leaseOwner, this.owner)));
      }
    }
    if (this.stopping || lost || queue.length > 0) return;
    const now = this.ctx.clock();
    await db
      .update(bulkSigns)
      .set({ state: 'done', finishedAt: now, leaseUntil: null })
      .where(and(eq(bulkSigns.id, bulk.id), eq(bulkSigns.leaseOwner, this.owner)));
  }
}
