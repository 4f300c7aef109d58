/** Why an untrusted PDF was refused. Each code maps to one clear client-facing message. */
export type PdfRejectedCode =
  | 'pdf_invalid'
  | 'pdf_too_large'
  | 'pdf_too_complex'
  | 'pdf_encrypted'
  | 'pdf_timeout'
  | 'pdf_not_incremental';

/**
 * A PDF (uploaded or stored, always untrusted) could not be used. Thrown by every function of
 * this module instead of parser internals, so a route can answer 4xx/422 with `code` and `message`
 * and the process keeps running.
 */
export class PdfRejectedError extends Error {
  override readonly name = 'PdfRejectedError';
  constructor(
    readonly code: PdfRejectedCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
