import { PdfRejectedError, type PdfRejectedCode } from './pdf-rejected-error';

/** A job's failure as it crosses the thread boundary (an Error's class and cause do not). */
export interface SigningFailure {
  /** Set when the PDF itself was refused (the job's own verdict, not the thread's). */
  code: PdfRejectedCode | null;
  message: string;
  /** The error's stack followed by each cause's ("Caused by: …"). */
  stack: string;
}

function stackOf(error: unknown): string {
  return error instanceof Error
    ? (error.stack ?? `${error.name}: ${error.message}`)
    : String(error);
}

/** The failure of a signing job, with the whole cause chain (at most 8 deep). */
export function describeFailure(error: unknown): SigningFailure {
  const stacks = [stackOf(error)];
  let cause = error instanceof Error ? error.cause : undefined;
  for (let depth = 0; cause !== undefined && depth < 8; depth++) {
    stacks.push(`Caused by: ${stackOf(cause)}`);
    cause = cause instanceof Error ? cause.cause : undefined;
  }
  return {
    // A RangeError from the parser is a PDF nested too deeply to sign (stack overflow).
    code:
      error instanceof PdfRejectedError
        ? error.code
        : error instanceof RangeError
          ? 'pdf_too_complex'
          : null,
    message: error instanceof Error ? error.message : String(error),
    stack: stacks.join('\n'),
  };
}

/** A job that failed in a signing thread for a reason other than its PDF (a bug): carries the thread's stack. */
export class SigningJobError extends Error {
  override readonly name = 'SigningJobError';
}

/** The error the caller sees for a failure that came back from a thread, with the thread's stack. */
export function failureError(failure: SigningFailure): Error {
  const error =
    failure.code === null
      ? new SigningJobError(failure.message)
      : new PdfRejectedError(failure.code, failure.message);
  error.stack = `${error.name}: ${failure.message}\n    [in a signing thread]\n${failure.stack}`;
  return error;
}
