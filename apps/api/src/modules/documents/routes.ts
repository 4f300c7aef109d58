import {
  createDocumentZip as createDocumentZipEndpoint,
  downloadDocumentList as downloadDocumentListEndpoint,
  downloadDocumentPdf as downloadDocumentPdfEndpoint,
  downloadDocumentPreview as downloadDocumentPreviewEndpoint,
  downloadDocumentZip as downloadDocumentZipEndpoint,
  getDocument as getDocumentEndpoint,
  listDocuments as listDocumentsEndpoint,
  rejectDocument as rejectDocumentEndpoint,
  revokeDocument as revokeDocumentEndpoint,
} from '@esign/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../http/register-endpoint';
import { XLSX_CONTENT_TYPE } from '../../files';
import { sendFile } from '../../http/send-file';
import { createDocumentZip } from './create-document-zip';
import { downloadDocumentList } from './download-document-list';
import { downloadDocumentPdf } from './download-document-pdf';
import { downloadDocumentZip } from './download-document-zip';
import { getDocument } from './get-document';
import { listDocuments } from './list-documents';
import { ListTotals } from './list-totals';
import { rejectDocument } from './reject-document';
import { revokeDocument } from './revoke-document';
import { sendDocumentPdf } from './send-document-pdf';
import { sendDocumentPreview } from './send-document-preview';
import { viewerOf } from './viewer';

/** Documents and document downloads of spec §7 (signing is modules/signing). */
export function registerDocumentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const totals = new ListTotals();
  // The busiest reads: their own statement also confirms the principal (one round trip less).
  registerEndpoint(
    app,
    listDocumentsEndpoint,
    async ({ principal, query, principalCheck }) =>
      listDocuments(ctx.db, viewerOf(principal), query, ctx.clock(), totals, principalCheck),
    { confirmsPrincipal: true },
  );

  registerEndpoint(
    app,
    getDocumentEndpoint,
    async ({ principal, params, request, principalCheck }) => {
      request.logReferenceId = params.id;
      return {
        data: {
          data: await getDocument(
            ctx.db,
            viewerOf(principal),
            params.id,
            ctx.clock(),
            principalCheck,
          ),
        },
      };
    },
    { confirmsPrincipal: true },
  );

  registerEndpoint(app, rejectDocumentEndpoint, async ({ principal, params, body, request }) => {
    request.logReferenceId = params.id;
    await rejectDocument(ctx, viewerOf(principal), {
      referenceNumber: params.id,
      reason: body.reason,
      ip: request.ip,
    });
    return { data: { message: 'Document rejected' } };
  });

  registerEndpoint(app, revokeDocumentEndpoint, async ({ principal, params, body, request }) => {
    request.logReferenceId = params.id;
    await revokeDocument(ctx, viewerOf(principal), {
      referenceNumber: params.id,
      reason: body.reason,
      ip: request.ip,
    });
    return { data: { message: 'Document voided' } };
  });

  registerEndpoint(
    app,
    downloadDocumentPdfEndpoint,
    async ({ principal, params, reply, request }) => {
      request.logReferenceId = params.id;
      return sendDocumentPdf(
        reply,
        await downloadDocumentPdf(ctx, viewerOf(principal), params.id),
        request.headers,
      );
    },
  );

  registerEndpoint(
    app,
    downloadDocumentPreviewEndpoint,
    async ({ principal, params, reply, request }) => {
      request.logReferenceId = params.id;
      const ifNoneMatch = request.headers['if-none-match'];
      return sendDocumentPreview(ctx, viewerOf(principal), params.id, reply, ifNoneMatch);
    },
  );

  registerEndpoint(app, createDocumentZipEndpoint, async ({ principal, body }) => ({
    data: { data: await createDocumentZip(ctx, viewerOf(principal), body.reference_numbers) },
  }));

  registerEndpoint(app, downloadDocumentZipEndpoint, async ({ params, reply }) =>
    sendFile(reply, await downloadDocumentZip(ctx, params.id), 'application/zip'),
  );

  registerEndpoint(app, downloadDocumentListEndpoint, async ({ principal, query, reply }) =>
    sendFile(reply, await downloadDocumentList(ctx, viewerOf(principal), query), XLSX_CONTENT_TYPE),
  );
}
