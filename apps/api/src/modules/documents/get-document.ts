import type { DocumentDetail } from '@esign/contract';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { documentPlacements, documents } from '../../db/schema/documents';
import { notFound } from '../../http/api-error';
import { findOpenableDocument } from './document-visibility';
import { loadDocumentSummaries } from './load-document-summaries';
import type { Viewer } from './viewer';

/** GET document/{id}: one document the user may open, with its placements and reasons. */
export async function getDocument(
  executor: Executor,
  viewer: Viewer,
  referenceNumber: string,
  now: Date,
): Promise<DocumentDetail> {
  const { id } = await findOpenableDocument(executor, viewer, referenceNumber, now);
  const [summary] = await loadDocumentSummaries(executor, viewer, [id], now);
  const [extra] = await executor
    .select({
      pageCount: documents.pageCount,
      sealImage: documents.sealImage,
      rejectReason: documents.rejectReason,
      voidReason: documents.voidReason,
      completedAt: documents.completedAt,
    })
    .from(documents)
    .where(eq(documents.id, id));
  if (!summary || !extra) throw notFound('Document not found');
  const placements = await executor
    .select({
      id: documentPlacements.id,
      type: documentPlacements.type,
      signer_id: documentPlacements.signerId,
      page: documentPlacements.page,
      x: documentPlacements.x,
      y: documentPlacements.y,
      width: documentPlacements.width,
      height: documentPlacements.height,
    })
    .from(documentPlacements)
    .where(eq(documentPlacements.documentId, id))
    .orderBy(asc(documentPlacements.page), asc(documentPlacements.id));
  return {
    ...summary,
    page_count: extra.pageCount,
    placements,
    seal_detail: extra.sealImage ? { image: { url: extra.sealImage } } : null,
    reject_reason: extra.rejectReason,
    void_reason: extra.voidReason,
    completed_at: extra.completedAt?.toISOString() ?? null,
  };
}
