import type { DocumentDetail } from '@esign/contract';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { documentPlacements, documents } from '../../db/schema/documents';
import { notFound } from '../../http/api-error';
import { principalDigestColumn, type PrincipalCheck } from '../../http/principal';
import { findOpenableDocument } from './document-visibility';
import { loadDocumentSummaries } from './load-document-summaries';
import type { Viewer } from './viewer';

type Placement = DocumentDetail['placements'][number];

/**
 * GET document/{id}: one document the user may open, with its placements and reasons. With
 * `principalCheck` (the route's), the detail's own statement also confirms the asking session's
 * principal.
 */
export async function getDocument(
  executor: Executor,
  viewer: Viewer,
  referenceNumber: string,
  now: Date,
  principalCheck?: PrincipalCheck,
): Promise<DocumentDetail> {
  const { id } = await findOpenableDocument(executor, viewer, referenceNumber, now);
  const [summary] = await loadDocumentSummaries(executor, viewer, [id], now);
  // The detail's own columns and its placements in one statement (one round trip): the placements
  // come as a JSON array in the order the viewer draws them. `real` columns print the same in
  // JSON as in the row protocol (float4out), so the numbers are the ones a plain select returns.
  // The subquery names the document by the bound id, not by the outer row: a select from one
  // table writes its columns without the table's name, so an outer "id" would read as the
  // placement's own.
  const [extra] = await executor
    .select({
      pageCount: documents.pageCount,
      sealImage: documents.sealImage,
      rejectReason: documents.rejectReason,
      voidReason: documents.voidReason,
      completedAt: documents.completedAt,
      placements: sql<Placement[]>`(select coalesce(json_agg(json_build_object(
          'id', ${documentPlacements.id},
          'type', ${documentPlacements.type},
          'signer_id', ${documentPlacements.signerId},
          'page', ${documentPlacements.page},
          'x', ${documentPlacements.x},
          'y', ${documentPlacements.y},
          'width', ${documentPlacements.width},
          'height', ${documentPlacements.height})
          order by ${documentPlacements.page}, ${documentPlacements.id}), '[]'::json)
        from ${documentPlacements}
        where ${documentPlacements.documentId} = ${id})`,
      principalDigest: principalDigestColumn(principalCheck, viewer.userId, now),
    })
    .from(documents)
    .where(eq(documents.id, id));
  principalCheck?.confirm(extra?.principalDigest);
  if (!summary || !extra) throw notFound('Document not found');
  return {
    ...summary,
    page_count: extra.pageCount,
    placements: extra.placements,
    seal_detail: extra.sealImage ? { image: { url: extra.sealImage } } : null,
    reject_reason: extra.rejectReason,
    void_reason: extra.voidReason,
    completed_at: extra.completedAt?.toISOString() ?? null,
  };
}
