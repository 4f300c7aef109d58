import { PO_ATTACHMENT } from '@esign/contract';
import { formatBytes } from '@esign/ui-kit';

/** What the file picker offers; the server recognises the kind by the file's first bytes. */
export const PO_ATTACHMENT_ACCEPT = 'application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg';

const ACCEPTED_TYPES = ['application/pdf', 'image/png', 'image/jpeg'];
const ACCEPTED_EXTENSIONS = /\.(pdf|png|jpe?g)$/i;

/**
 * Why a chosen PO attachment would be refused, or null. A comfort check before the upload: the
 * server checks the bytes and the size again (contract PO_ATTACHMENT).
 */
export function poAttachmentProblem(file: File): string | null {
  const typeKnown = file.type !== '';
  if (typeKnown ? !ACCEPTED_TYPES.includes(file.type) : !ACCEPTED_EXTENSIONS.test(file.name)) {
    return 'The PO attachment must be a PDF, PNG or JPEG file';
  }
  if (file.size > PO_ATTACHMENT.maxBytes) {
    return `The PO attachment must be at most ${formatBytes(PO_ATTACHMENT.maxBytes)} (this file is ${formatBytes(file.size)})`;
  }
  return null;
}
