import {
  MAX_DRAFTS,
  UPLOAD_PDF_FIELD,
  type RefusedUpload,
  type UploadedDocument,
} from '@esign/contract';
import { count, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { isUniqueViolation } from '../../db/postgres-errors';
import { uploadDrafts } from '../../db/schema/document-upload';
import { users } from '../../db/schema/users';
import { invalidInput } from '../../http/api-error';
import type { RefusedFile, UploadedFile } from '../../http/multipart-body';
import { inspectPdf, PdfRejectedError, type PdfInfo } from '../../pdf';
import { insertDraft } from './insert-draft';
import { loadUploadedDocuments } from './load-uploaded-documents';

/** A reference taken by a concurrent upload between the check and the insert: try another. */
const REFERENCE_ATTEMPTS = 3;

const tooManyDrafts = (fileName: string): RefusedUpload => ({
  file_name: fileName,
  code: 'too_many_drafts',
  message: `You already have ${MAX_DRAFTS} documents waiting to be sent. Send or delete some first`,
});

/**
 * Page count and displayed page sizes, read when the multipart body was opened within the
 * field's limits (UPLOAD_PDF_FIELD: size, pages); read here only if it was not.
 */
async function pagesOf(file: UploadedFile): Promise<PdfInfo | RefusedUpload> {
  try {
    return (
      file.pdf ??
      (await inspectPdf(file.bytes, {
        maxBytes: UPLOAD_PDF_FIELD.maxBytes,
        maxPages: UPLOAD_PDF_FIELD.maxPages,
      }))
    );
  } catch (error) {
    if (!(error instanceof PdfRejectedError)) throw error;
    return { file_name: file.fileName, code: error.code, message: error.message };
  }
}

/**
 * Stores one accepted PDF as a draft of the uploader, in its own transaction with its file: a
 * file refused later changes nothing of this one. The uploader's row is locked while their drafts
 * are counted, so two uploads at once never pass MAX_DRAFTS together.
 */
async function storeDraft(
  ctx: Pick<AppContext, 'db' | 'files' | 'clock'>,
  uploaderId: number,
  file: UploadedFile,
  info: PdfInfo,
  ip: string,
): Promise<number | RefusedUpload> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await ctx.db.transaction(async (tx) => {
        const now = ctx.clock();
        await tx.select({ id: users.id }).from(users).where(eq(users.id, uploaderId)).for('update');
        const [held] = await tx
          .select({ count: count() })
          .from(uploadDrafts)
          .where(eq(uploadDrafts.uploaderId, uploaderId));
        if ((held?.count ?? 0) >= MAX_DRAFTS) return tooManyDrafts(file.fileName);

        const draft = await insertDraft(tx, ctx.files, {
          uploaderId,
          fileName: file.fileName,
          bytes: file.bytes,
          pdf: info,
          ip,
          at: now,
        });
        return draft.id;
      });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= REFERENCE_ATTEMPTS) throw error;
    }
  }
}

/**
 * POST document-upload: each PDF judged on its own. One that is not a PDF, does not open, has too
 * many pages, or would pass the uploader's MAX_DRAFTS is refused with its reason and nothing of it
 * is kept; the others become drafts, in the order sent. Nothing accepted at all is a 400 listing
 * every file's reason.
 */
export async function uploadDocuments(
  ctx: Pick<AppContext, 'db' | 'files' | 'clock'>,
  uploaderId: number,
  files: readonly (UploadedFile | RefusedFile)[],
  ip: string,
): Promise<{ documents: UploadedDocument[]; refused: RefusedUpload[] }> {
  const refused: RefusedUpload[] = [];
  const draftIds: number[] = [];
  for (const file of files) {
    if ('refused' in file) {
      refused.push({ file_name: file.fileName, code: file.code, message: file.message });
      continue;
    }
    const info = await pagesOf(file);
    if (!('pageCount' in info)) {
      refused.push(info);
      continue;
    }
    const stored = await storeDraft(ctx, uploaderId, file, info, ip);
    if (typeof stored === 'number') draftIds.push(stored);
    else refused.push(stored);
  }
  if (draftIds.length === 0)
    throw invalidInput([
      {
        param: 'files',
        messages: refused.map((file) => `${file.file_name}: ${file.message}`),
      },
    ]);
  return { documents: await loadUploadedDocuments(ctx.db, uploaderId, draftIds), refused };
}
