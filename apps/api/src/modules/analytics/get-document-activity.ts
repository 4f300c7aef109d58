import type { AnalyticsFilter, DocumentActivityCounts } from '@esign/contract';
import { and, count, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database';
import { documents, documentSigners } from '../../db/schema/documents';
import { mySignerJoin } from '../documents/document-visibility';
import type { Viewer } from '../documents/viewer';
import { assertOfficesExist, inRange } from './analytics-range';
import { visibleDocumentsOf } from './get-document-analytics';

const signatures = alias(documentSigners, 'signature');

/**
 * GET analyze/counted-document-activity/filtered: what happened in the range to the documents the
 * viewer sees in the offices, each event by its own time: uploaded (created_at), signed (each
 * signer's signed_at), completed (completed_at), rejected and voided (updated_at of a document in
 * that state: both end the document, so nothing updates it afterwards).
 */
export async function getDocumentActivity(
  executor: Executor,
  viewer: Viewer,
  filter: AnalyticsFilter,
): Promise<DocumentActivityCounts> {
  await assertOfficesExist(executor, filter);
  const visible = visibleDocumentsOf(viewer, filter);
  const created = inRange(documents.createdAt, filter);
  const completed = inRange(documents.completedAt, filter);
  const ended = (state: 'rejected' | 'voided') =>
    and(eq(documents.state, state), inRange(documents.updatedAt, filter));
  const countWhere = (condition: ReturnType<typeof and>) =>
    sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

  const [events] = await executor
    .select({
      uploaded: countWhere(created),
      completed: countWhere(completed),
      rejected: countWhere(ended('rejected')),
      voided: countWhere(ended('voided')),
    })
    .from(documents)
    .leftJoin(documentSigners, mySignerJoin(viewer))
    .where(and(visible, or(created, completed, ended('rejected'), ended('voided'))));

  const [signed] = await executor
    .select({ signed: count() })
    .from(signatures)
    .innerJoin(documents, eq(documents.id, signatures.documentId))
    .leftJoin(documentSigners, mySignerJoin(viewer))
    .where(and(visible, inRange(signatures.signedAt, filter)));

  return {
    start_date: filter.start_date,
    end_date: filter.end_date,
    uploaded: events?.uploaded ?? 0,
    signed: signed?.signed ?? 0,
    completed: events?.completed ?? 0,
    rejected: events?.rejected ?? 0,
    voided: events?.voided ?? 0,
  };
}
