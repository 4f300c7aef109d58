import { callEndpoint } from '@esign/api-client';
import {
  sendUploadedDocument as sendUploadedDocumentEndpoint,
  type SendUploadedDocumentRequest,
  type SendUploadedDocumentResponse,
} from '@esign/contract';

export type SendOutcome = SendUploadedDocumentResponse['data'];

/**
 * POST document-upload/{id}/send. Without `otp` it sends (or, when the uploader signs, asks for
 * the uploader's code: `otp_required`); with `otp` it signs the uploader's part and sends;
 * `resend: true` asks for a new code.
 */
export async function sendUploadedDocument(
  referenceNumber: string,
  body: SendUploadedDocumentRequest = {},
): Promise<SendOutcome> {
  const response = await callEndpoint(sendUploadedDocumentEndpoint, {
    params: { id: referenceNumber },
    body,
  });
  return response.data;
}
