import { and, eq, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { documents, documentSigners } from '../../db/schema/documents';
import { notFound } from '../../http/api-error';
import {
  assertAllowed,
  refuseOpen,
  type DocumentFacts,
  type ViewerSigner,
} from './document-permissions';
import type { Viewer } from './viewer';

/** Who asks, as a condition reads it: the user id may be a placeholder of a prepared statement. */
export interface ViewerRef {
  userId: number | Placeholder;
  isSuperAdmin: boolean;
}

/** The asking user's own signer row, left-joined (its columns are null when they do not sign). */
export function mySignerJoin(viewer: Pick<ViewerRef, 'userId'>): SQL {
  return and(
    eq(documentSigners.documentId, documents.id),
    eq(documentSigners.userId, viewer.userId),
  ) as SQL;
}

/**
 * Who sees a document: its participants (uploader and signers) always; super_admin also every
 * document that is not confidential. A confidential document is visible to its participants only,
 * whoever asks. Confidentiality is the document's own (fixed when it was created), not its
 * category's current flag. Needs the viewer's signer row left-joined (mySignerJoin).
 */
export function visibleCondition(viewer: ViewerRef): SQL {
  const participant = or(
    eq(documents.uploaderId, viewer.userId),
    sql`${documentSigners.id} is not null`,
  ) as SQL;
  if (!viewer.isSuperAdmin) return participant;
  return or(participant, eq(documents.isConfidential, false)) as SQL;
}

/** A visible document with the facts its rules read. */
export interface VisibleDocument extends DocumentFacts {
  id: number;
  referenceNumber: string;
  mine: ViewerSigner | null;
}

/** A visible document by reference number, or a 404 (invisible looks the same as absent). */
export async function findVisibleDocument(
  executor: Executor,
  viewer: Viewer,
  referenceNumber: string,
): Promise<VisibleDocument> {
  const [row] = await executor
    .select({
      id: documents.id,
      referenceNumber: documents.referenceNumber,
      state: documents.state,
      expiresAt: documents.expiresAt,
      uploaderId: documents.uploaderId,
      signerStatus: documentSigners.status,
      signerIsUploader: documentSigners.isUploader,
    })
    .from(documents)
    .leftJoin(documentSigners, mySignerJoin(viewer))
    .where(and(eq(documents.referenceNumber, referenceNumber), visibleCondition(viewer)));
  if (!row) throw notFound('Document not found');
  const { signerStatus, signerIsUploader, ...facts } = row;
  return {
    ...facts,
    mine:
      signerStatus !== null
        ? { status: signerStatus, isUploader: signerIsUploader ?? false }
        : null,
  };
}

/**
 * A document the user may open (detail, PDF, zip): visible (else 404) and in a list whose code
 * they hold (else 403).
 */
export async function findOpenableDocument(
  executor: Executor,
  viewer: Viewer,
  referenceNumber: string,
  now: Date,
): Promise<VisibleDocument> {
  const document = await findVisibleDocument(executor, viewer, referenceNumber);
  assertAllowed(refuseOpen(viewer, document, document.mine, now));
  return document;
}

/** The user's own signer row of a document, or null (read inside the caller's transaction). */
export async function findMySigner(
  executor: Executor,
  documentId: number,
  userId: number,
): Promise<(ViewerSigner & { id: number }) | null> {
  const [row] = await executor
    .select({
      id: documentSigners.id,
      status: documentSigners.status,
      isUploader: documentSigners.isUploader,
    })
    .from(documentSigners)
    .where(and(eq(documentSigners.documentId, documentId), eq(documentSigners.userId, userId)));
  return row ?? null;
}
