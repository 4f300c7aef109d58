import { randomUUID } from 'node:crypto';
import type { Bulk } from '@esign/contract';
import type { AppContext } from '../../app-context';
import { bulkSigns } from '../../db/schema/signing';
import { ApiError } from '../../http/api-error';
import type { Viewer } from '../documents/viewer';
import { selectionKey } from './bulk-signs';
import { findSignableDocument } from './signable-document';

/**
 * POST bulk-sign/documents: every reference must be one the user can sign now; otherwise nothing
 * is created and the error lists each failing reference with its reason.
 */
export async function createBulkSign(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  viewer: Viewer,
  referenceNumbers: readonly string[],
): Promise<Bulk> {
  const unique = [...new Set(referenceNumbers)];
  const now = ctx.clock();
  const failures: string[] = [];
  for (const referenceNumber of unique) {
    try {
      await findSignableDocument(ctx.db, viewer, referenceNumber, now);
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
