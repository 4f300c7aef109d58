import { PO_ATTACHMENT } from '@esign/contract';
import { fileChoiceProblem } from '@esign/ui-kit';

/** What the file picker offers; the server recognises the kind by the file's first bytes. */
export const PO_ATTACHMENT_ACCEPT = 'application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg';

/**
 * Why a chosen PO attachment would be refused, or null. A comfort check before the upload: the
 * server checks the bytes and the size again (contract PO_ATTACHMENT).
 */
export function poAttachmentProblem(file: File): string | null {
  return fileChoiceProblem(file, {
    label: 'The PO attachment',
    types: ['application/pdf', 'image/png', 'image/jpeg'],
    extensions: /\.(pdf|png|jpe?g)$/i,
    kindsText: 'a PDF, PNG or JPEG file',
    maxBytes: PO_ATTACHMENT.maxBytes,
  });
}
