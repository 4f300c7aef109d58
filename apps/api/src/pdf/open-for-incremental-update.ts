import { PDF, type SignatureField } from '@libpdf/core';
import { PdfRejectedError } from './pdf-rejected-error';

/**
 * Loads a PDF that is about to receive an incremental update (stamp, signature, certificate page).
 *
 * @libpdf/core refuses incremental saves for linearized files and files it had to repair by
 * brute force, and then silently falls back to a full rewrite. A full rewrite is harmless while
 * nothing is signed yet, so such an unsigned file is first normalised by one full save (the
 * returned `bytes` are then the new base); once any signature exists, we refuse instead of
 * breaking it.
 */
export async function openForIncrementalUpdate(
  bytes: Uint8Array,
): Promise<{ pdf: PDF; bytes: Uint8Array }> {
  let pdf: PDF;
  try {
    pdf = await PDF.load(bytes);
  } catch (error) {
    throw new PdfRejectedError('pdf_invalid', 'The file is not a readable PDF', { cause: error });
  }
  if (pdf.isEncrypted) {
    throw new PdfRejectedError('pdf_encrypted', 'Encrypted PDFs cannot be stamped or signed');
  }
  const blocker = pdf.canSaveIncrementally();
  if (blocker === null) return { pdf, bytes };
  const signed = (pdf.getForm()?.getFields() ?? []).some(
    (f) => f.type === 'signature' && (f as SignatureField).isSigned(),
  );
  if (signed) {
    throw new PdfRejectedError(
      'pdf_not_incremental',
      `The signed PDF cannot be updated without invalidating its signatures (${blocker})`,
    );
  }
  const normalised = await pdf.save();
  return { pdf: await PDF.load(normalised), bytes: normalised };
}

/** True when `next` is `previous` with bytes appended (an incremental update). */
export function isIncrementalUpdateOf(next: Uint8Array, previous: Uint8Array): boolean {
  if (next.byteLength <= previous.byteLength) return false;
  const head = Buffer.from(next.buffer, next.byteOffset, previous.byteLength);
  return head.equals(previous);
}
