import {
  checkDocumentUpload as checkDocumentUploadEndpoint,
  deleteUploadedDocument as deleteUploadedDocumentEndpoint,
  downloadUploadedDocumentPdf as downloadUploadedDocumentPdfEndpoint,
  getDocumentUpload as getDocumentUploadEndpoint,
  markUploadedDocumentViewed as markUploadedDocumentViewedEndpoint,
  meteraiCategoryDropdown,
  recipientDropdown,
  renameUploadedDocument as renameUploadedDocumentEndpoint,
  sendUploadedDocument as sendUploadedDocumentEndpoint,
  updateUploadedDocuments as updateUploadedDocumentsEndpoint,
  uploadDocuments as uploadDocumentsEndpoint,
} from '@esign/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../http/register-endpoint';
import { sendFile } from '../../http/send-file';
import { deleteUploadedDocument } from './delete-uploaded-document';
import { downloadUploadedDocumentPdf } from './download-uploaded-document-pdf';
import { checkDocumentUpload, getDocumentUpload } from './get-document-upload';
import { listMeteraiCategories } from './list-meterai-categories';
import { listRecipientOptions } from './list-recipient-options';
import { markUploadedDocumentViewed } from './mark-uploaded-document-viewed';
import { renameUploadedDocument } from './rename-uploaded-document';
import { sendUploadedDocument } from './send-uploaded-document';
import { updateUploadedDocuments } from './update-uploaded-documents';
import { uploadDocuments } from './upload-documents';

/**
 * The uploader's drafts of spec §7 "Document upload" (upload, batch, names, view, delete, send,
 * the draft's PDF) and the recipient and meterai-category dropdowns. The boxes (signer/*,
 * e-seal/*, e-meterai/temporer*) are modules/placements.
 */
export function registerDocumentUploadRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, uploadDocumentsEndpoint, async ({ principal, files, request }) => ({
    data: await uploadDocuments(ctx, principal.userId, files.files, request.ip),
  }));

  registerEndpoint(app, checkDocumentUploadEndpoint, async ({ principal }) => ({
    data: { is_document_present: await checkDocumentUpload(ctx.db, principal.userId) },
  }));

  registerEndpoint(app, getDocumentUploadEndpoint, async ({ principal }) => ({
    data: await getDocumentUpload(ctx, principal.userId),
  }));

  registerEndpoint(
    app,
    renameUploadedDocumentEndpoint,
    async ({ principal, params, body, request }) => {
      request.logReferenceId = params.id;
      const document = await renameUploadedDocument(ctx, principal.userId, {
        referenceNumber: params.id,
        name: body.name,
        ip: request.ip,
      });
      return { data: { document } };
    },
  );

  registerEndpoint(app, updateUploadedDocumentsEndpoint, async ({ principal, body, request }) => ({
    data: {
      documents: await updateUploadedDocuments(ctx, principal.userId, {
        rows: body.datas,
        ip: request.ip,
      }),
    },
  }));

  registerEndpoint(app, deleteUploadedDocumentEndpoint, async ({ principal, params, request }) => {
    request.logReferenceId = params.id;
    await deleteUploadedDocument(ctx, principal.userId, {
      referenceNumber: params.id,
      ip: request.ip,
    });
    return { data: { message: 'Document deleted' } };
  });

  registerEndpoint(
    app,
    markUploadedDocumentViewedEndpoint,
    async ({ principal, params, request }) => {
      request.logReferenceId = params.id;
      const document = await markUploadedDocumentViewed(ctx, principal.userId, {
        referenceNumber: params.id,
        ip: request.ip,
      });
      return { data: { document } };
    },
  );

  registerEndpoint(
    app,
    sendUploadedDocumentEndpoint,
    async ({ principal, params, body, request }) => {
      request.logReferenceId = params.id;
      return {
        data: await sendUploadedDocument(ctx, principal.userId, {
          referenceNumber: params.id,
          otp: body.otp,
          resend: body.resend,
          ip: request.ip,
        }),
      };
    },
  );

  registerEndpoint(
    app,
    downloadUploadedDocumentPdfEndpoint,
    async ({ principal, params, reply, request }) => {
      request.logReferenceId = params.id;
      return sendFile(
        reply,
        await downloadUploadedDocumentPdf(ctx, principal.userId, params.id),
        'application/pdf',
      );
    },
  );

  registerEndpoint(app, recipientDropdown, async ({ query }) => ({
    data: { data: await listRecipientOptions(ctx.db, query) },
  }));

  registerEndpoint(app, meteraiCategoryDropdown, async () => ({
    data: await listMeteraiCategories(ctx.db),
  }));
}
