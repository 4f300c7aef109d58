import {
  createBulkSign,
  createDocumentZip,
  downloadDocumentList,
  downloadDocumentPdf,
  downloadDocumentZip,
  getDevOutbox,
  getDocument,
  listDocuments as listDocumentsEndpoint,
  rejectDocument as rejectDocumentEndpoint,
  resendBulkOtp,
  resendDocumentOtp,
  revokeDocument as revokeDocumentEndpoint,
  sendBulkOtp,
  sendDocumentOtp,
  verifyBulkOtp,
  verifyDocumentOtp,
} from '@esign/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../http/register-endpoint';
import { readDevOutbox } from './dev-outbox';
import {
  createZip,
  downloadPdf,
  downloadZip,
  exportDocumentList,
  sendFile,
} from './document-downloads';
import { loadDetail, viewerOf } from './document-view';
import { listDocuments } from './list-documents';
import { ListTotals } from './list-totals';
import { rejectDocument } from './reject-document';
import { revokeDocument } from './revoke-document';
import {
  createBulk,
  resendBulkCode,
  sendBulkCode,
  sendDocumentCode,
  verifyBulkCode,
  verifyDocumentCode,
} from './signing-flows';

/** Documents, signing and document downloads of spec §7. */
export function registerDocumentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const totals = new ListTotals();
  registerEndpoint(app, listDocumentsEndpoint, async ({ principal, query }) =>
    listDocuments(ctx.db, viewerOf(principal), query, ctx.clock(), totals),
  );

  registerEndpoint(app, getDocument, async ({ principal, params, request }) => {
    request.logReferenceId = params.id;
    return {
      data: { data: await loadDetail(ctx.db, viewerOf(principal), params.id, ctx.clock()) },
    };
  });

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

  registerEndpoint(app, sendDocumentOtp, async ({ principal, params, request }) => {
    request.logReferenceId = params.id;
    const otp = await sendDocumentCode(ctx, viewerOf(principal), params.id, 'send');
    return { data: { message: 'The signing code has been sent', otp } };
  });

  registerEndpoint(app, resendDocumentOtp, async ({ principal, params, request }) => {
    request.logReferenceId = params.id;
    const otp = await sendDocumentCode(ctx, viewerOf(principal), params.id, 'resend');
    return { data: { message: 'A new signing code has been sent', otp } };
  });

  registerEndpoint(app, verifyDocumentOtp, async ({ principal, params, body, request }) => {
    request.logReferenceId = params.id;
    return {
      data: await verifyDocumentCode(ctx, viewerOf(principal), {
        referenceNumber: params.id,
        otp: body.otp,
        ip: request.ip,
      }),
    };
  });

  registerEndpoint(app, createBulkSign, async ({ principal, body }) => ({
    data: { data: await createBulk(ctx, viewerOf(principal), body.reference_numbers) },
  }));

  registerEndpoint(app, sendBulkOtp, async ({ principal, body }) => {
    const otp = await sendBulkCode(ctx, viewerOf(principal), body.reference_numbers);
    return { data: { message: 'The signing code has been sent', otp } };
  });

  registerEndpoint(app, resendBulkOtp, async ({ principal, params }) => {
    const otp = await resendBulkCode(ctx, viewerOf(principal), params.id);
    return { data: { message: 'A new signing code has been sent', otp } };
  });

  registerEndpoint(app, verifyBulkOtp, async ({ principal, params, body, request }) => ({
    data: await verifyBulkCode(ctx, viewerOf(principal), {
      challengeId: params.id,
      otp: body.otp,
      ip: request.ip,
    }),
  }));

  registerEndpoint(app, downloadDocumentPdf, async ({ principal, params, reply, request }) => {
    request.logReferenceId = params.id;
    const file = await downloadPdf(ctx, viewerOf(principal), params.id);
    return sendFile(reply, file.bytes, 'application/pdf', file.fileName);
  });

  registerEndpoint(app, createDocumentZip, async ({ principal, body }) => ({
    data: { data: await createZip(ctx, viewerOf(principal), body.reference_numbers) },
  }));

  registerEndpoint(app, downloadDocumentZip, async ({ params, reply }) => {
    const file = await downloadZip(ctx, params.id);
    return sendFile(reply, file.bytes, 'application/zip', file.fileName);
  });

  registerEndpoint(app, downloadDocumentList, async ({ principal, query, reply }) => {
    const file = await exportDocumentList(ctx, viewerOf(principal), query);
    return sendFile(
      reply,
      file.bytes,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      file.fileName,
    );
  });

  registerEndpoint(app, getDevOutbox, async ({ principal, request }) => {
    request.logResponseRedacted = true;
    return { data: await readDevOutbox(ctx, principal.userId) };
  });
}
