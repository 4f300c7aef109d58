// A thread of the signing pool: runs one signing job at a time for the main thread.
import { parentPort } from 'node:worker_threads';
import { PdfRejectedError } from './pdf-rejected-error';
import { runSigningJob, type SigningJob } from './signing-job';

parentPort?.on('message', (message: { id: number; job: SigningJob }) => {
  runSigningJob(message.job).then(
    (bytes) => parentPort?.postMessage({ id: message.id, ok: true, bytes }),
    (error: unknown) =>
      parentPort?.postMessage({
        id: message.id,
        ok: false,
        code: error instanceof PdfRejectedError ? error.code : 'pdf_invalid',
        message:
          error instanceof PdfRejectedError || error instanceof RangeError
            ? error.message
            : 'The PDF could not be signed',
      }),
  );
});
