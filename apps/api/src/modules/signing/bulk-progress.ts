import type { BulkProgress } from '@esign/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { documents, documentSigners } from '../../db/schema/documents';
import type { bulkSigns } from '../../db/schema/signing';

type BulkRow = typeof bulkSigns.$inferSelect;

const documentsLabel = (n: number) => `${n} document${n === 1 ? '' : 's'}`;

/** The sentence the dialog shows for a bulk's progress. */
function progressMessage(progress: Omit<BulkProgress, 'message'>): string {
  if (progress.state === 'created')
    return `Waiting for the code to sign ${documentsLabel(progress.total)}`;
  if (progress.state === 'running')
    return `${progress.signed} of ${documentsLabel(progress.total)} signed`;
  if (progress.failed === 0) return `${documentsLabel(progress.signed)} signed`;
  return `${progress.signed} of ${documentsLabel(progress.total)} signed. Not signed: ${progress.errors.join('; ')}`;
}

/**
 * A bulk's progress. The signed count is read from the signer rows (what a crash cannot leave
 * half done), not from a counter the run keeps.
 */
export async function readBulkProgress(executor: Executor, bulk: BulkRow): Promise<BulkProgress> {
  const [row] =
    bulk.state === 'created'
      ? [{ signed: 0 }]
      : await executor
          .select({ signed: count() })
          .from(documents)
          .innerJoin(
            documentSigners,
            and(
              eq(documentSigners.documentId, documents.id),
              eq(documentSigners.userId, bulk.userId),
            ),
          )
          .where(
            and(
              inArray(documents.referenceNumber, bulk.referenceNumbers),
              eq(documentSigners.status, 'signed'),
            ),
          );
  const progress = {
    id: bulk.id,
    total: bulk.referenceNumbers.length,
    signed: row?.signed ?? 0,
    failed: bulk.failures.length,
    state: bulk.state,
    errors: bulk.failures.map((failure) => `${failure.reference_number}: ${failure.message}`),
    started_at: bulk.startedAt?.toISOString() ?? null,
    finished_at: bulk.finishedAt?.toISOString() ?? null,
    seen: bulk.seenAt !== null,
  };
  return { ...progress, message: progressMessage(progress) };
}
