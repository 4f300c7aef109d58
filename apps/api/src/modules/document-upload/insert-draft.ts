import type { Executor } from '../../db/database';
import { uploadDrafts } from '../../db/schema/document-upload';
import type { PdfInfo } from '../../pdf';
import type { FileStore } from '../../storage/file-store';
import { recordActivity } from '../monitoring/record-activity';
import { draftNameOf } from './draft-name';
import { issueReferenceNumber } from './issue-reference-number';

export interface NewDraft {
  uploaderId: number;
  /** The file name as uploaded, already safe for a content-disposition header. */
  fileName: string;
  /** The PDF, opened within the upload limits (`pdf` is what that found). */
  bytes: Uint8Array;
  pdf: PdfInfo;
  ip: string | null;
  at: Date;
}

/**
 * A new draft in the caller's transaction: a fresh reference number, the file through the
 * FileStore, the name made from the file name, its pages as displayed, and the activity-log row.
 */
export async function insertDraft(
  tx: Executor,
  files: FileStore,
  input: NewDraft,
): Promise<{ id: number; referenceNumber: string }> {
  const referenceNumber = await issueReferenceNumber(tx, input.at);
  const fileId = await files.put(tx, input.bytes, { contentType: 'application/pdf', at: input.at });
  const name = draftNameOf(input.fileName);
  const [draft] = await tx
    .insert(uploadDrafts)
    .values({
      referenceNumber,
      uploaderId: input.uploaderId,
      name,
      fileName: input.fileName.slice(0, 255),
      fileId,
      pageCount: input.pdf.pageCount,
      pages: input.pdf.pages.map((page) => ({ width: page.width, height: page.height })),
      createdAt: input.at,
      updatedAt: input.at,
    })
    .returning({ id: uploadDrafts.id });
  if (!draft) throw new Error('The draft was not stored');
  await recordActivity(tx, {
    userId: input.uploaderId,
    action: 'document_upload.upload',
    activity: `Uploaded document ${referenceNumber} (${name})`,
    subjectType: 'document',
    subjectId: referenceNumber,
    ip: input.ip,
    at: input.at,
  });
  return { id: draft.id, referenceNumber };
}
