import type { DocumentUploadResponse } from '@esign/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/database';
import { uploadDrafts } from '../../db/schema/document-upload';
import { companySeal } from './company-seal';
import { loadUploadedDocuments } from './load-uploaded-documents';

/** GET document-upload/check: whether the user has an unfinished batch (any draft). */
export async function checkDocumentUpload(
  executor: Executor,
  uploaderId: number,
): Promise<boolean> {
  const [draft] = await executor
    .select({ id: uploadDrafts.id })
    .from(uploadDrafts)
    .where(eq(uploadDrafts.uploaderId, uploaderId))
    .limit(1);
  return draft !== undefined;
}

/** GET document-upload: the company seal and the user's drafts, oldest first. */
export async function getDocumentUpload(
  ctx: Pick<AppContext, 'db' | 'config'>,
  uploaderId: number,
): Promise<DocumentUploadResponse['data']> {
  return {
    seal: companySeal(ctx.config.companyName),
    documents: await loadUploadedDocuments(ctx.db, uploaderId),
  };
}
