import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/database';
import {
  documentCategories,
  documentPlacements,
  documents,
  documentSigners,
  type PlacementTypeValue,
} from '../../db/schema/documents';
import { notifySignersTurn } from './notify-signers-turn';
import { signingTurns, type SigningOrder } from './signing-turns';

/** A box to stamp; `signer` is an index into NewDocument.signerUserIds, null for the company's own. */
export interface NewPlacement {
  signer: number | null;
  type: PlacementTypeValue;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A document whose original PDF is already stored (`fileId`), for insertDocument. */
export interface NewStoredDocument {
  referenceNumber: string;
  name: string;
  categoryId: number | null;
  uploaderId: number;
  office?: { areaId: number | null; branchId: number | null; departmentId: number | null };
  signingOrder: SigningOrder;
  pageCount: number;
  /** The stored original PDF (inspected when it was uploaded). */
  fileId: number;
  /** Data URL of the seal image stamped at seal placements. */
  sealImage?: string | null;
  expiresAt: Date | null;
  createdAt: Date;
  /** User ids in signing order (1, 2, …); the uploader may be one of them. */
  signerUserIds: readonly number[];
  placements: readonly NewPlacement[];
}

/** A new document with the bytes of its original PDF, for createDocument. */
export type NewDocument = Omit<NewStoredDocument, 'fileId'> & {
  /** The original PDF (already inspected by the caller). */
  pdf: Uint8Array;
};

/**
 * The one write path of a new, sent document, in the caller's transaction: the document row on
 * its stored original, with its confidentiality copied from the category (fixed from now on, see
 * schema/documents.ts), the signers with the statuses of the turn rule, and the placements, with
 * a notification to each signer whose turn it is. Returns the ids of the document and of its
 * signer rows (in signing order).
 */
export async function insertDocument(
  tx: Executor,
  input: NewStoredDocument,
): Promise<{ id: number; signerIds: number[] }> {
  const at = input.createdAt;
  const [category] =
    input.categoryId === null
      ? []
      : await tx
          .select({ isConfidential: documentCategories.isConfidential })
          .from(documentCategories)
          .where(eq(documentCategories.id, input.categoryId));
  const [document] = await tx
    .insert(documents)
    .values({
      referenceNumber: input.referenceNumber,
      name: input.name,
      categoryId: input.categoryId,
      isConfidential: category?.isConfidential ?? false,
      uploaderId: input.uploaderId,
      officeAreaId: input.office?.areaId ?? null,
      officeBranchId: input.office?.branchId ?? null,
      officeDepartmentId: input.office?.departmentId ?? null,
      signingOrder: input.signingOrder,
      state: 'in_progress',
      pageCount: input.pageCount,
      originalFileId: input.fileId,
      currentFileId: input.fileId,
      sealImage: input.sealImage ?? null,
      expiresAt: input.expiresAt,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: documents.id });
  if (!document) throw new Error('The document was not stored');

  const { statuses } = signingTurns(
    input.signingOrder,
    input.signerUserIds.map((_, index) => ({ order: index + 1, signed: false })),
  );
  const signerIds: number[] = [];
  for (const [index, userId] of input.signerUserIds.entries()) {
    const [signer] = await tx
      .insert(documentSigners)
      .values({
        documentId: document.id,
        userId,
        signOrder: index + 1,
        status: statuses[index] ?? 'blocked',
        isUploader: userId === input.uploaderId,
        createdAt: at,
      })
      .returning({ id: documentSigners.id });
    if (!signer) throw new Error('The signer was not stored');
    signerIds.push(signer.id);
  }
  if (input.placements.length > 0)
    await tx.insert(documentPlacements).values(
      input.placements.map(({ signer, ...box }) => ({
        ...box,
        documentId: document.id,
        signerId: signer === null ? null : (signerIds[signer] ?? null),
      })),
    );
  await notifySignersTurn(
    tx,
    input,
    input.signerUserIds.filter((_, index) => statuses[index] === 'waiting'),
    at,
  );
  return { id: document.id, signerIds };
}

/** insertDocument in a transaction of its own, with the original file stored through the FileStore. */
export async function createDocument(
  ctx: Pick<AppContext, 'db' | 'files' | 'previews'>,
  input: NewDocument,
): Promise<{ id: number; signerIds: number[] }> {
  const { pdf, ...rest } = input;
  const { fileId, created } = await ctx.db.transaction(async (tx) => {
    const stored = await ctx.files.put(tx, pdf, {
      contentType: 'application/pdf',
      at: input.createdAt,
    });
    return { fileId: stored, created: await insertDocument(tx, { ...rest, fileId: stored }) };
  });
  ctx.previews.drawAhead(fileId, async () => pdf);
  return created;
}
