import { DOCUMENT_PREVIEW_CONTENT_TYPE } from '@esign/contract';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context';
import { ApiError } from '../../http/api-error';
import { FirstPageRenderError } from '../../pdf';
import { currentDocumentFileId } from './download-document-pdf';
import { findOpenableDocument } from './document-visibility';
import type { Viewer } from './viewer';

/**
 * GET downloader pdf/document/{id}/preview: the first page of the current PDF as a WebP image,
 * after the same access check as the PDF. Cached by the browser and revalidated on each use: the
 * ETag names the file version, and a request that names it again gets a 304 without the image.
 */
export async function sendDocumentPreview(
  ctx: Pick<AppContext, 'db' | 'files' | 'clock' | 'previews'>,
  viewer: Viewer,
  referenceNumber: string,
  reply: FastifyReply,
  ifNoneMatch: string | undefined,
): Promise<FastifyReply> {
  const { id } = await findOpenableDocument(ctx.db, viewer, referenceNumber, ctx.clock());
  const fileId = await currentDocumentFileId(ctx.db, id);
  const etag = `"preview-${fileId}"`;
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
  if (ifNoneMatch === etag) return reply.code(304).send();
  const image = await ctx.previews
    .image(fileId, () => ctx.files.get(ctx.db, fileId))
    .catch((error: unknown) => {
      if (!(error instanceof FirstPageRenderError)) throw error;
      throw new ApiError(422, 'preview_unavailable', 'The first page cannot be shown as an image');
    });
  return reply
    .header('content-type', DOCUMENT_PREVIEW_CONTENT_TYPE)
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(image.buffer, image.byteOffset, image.byteLength));
}
