// A thread of the signing pool: runs one signing job at a time for the main thread and answers
// with the signed bytes or with the failure itself (its code when the PDF was refused, and the
// stack of the error and of its causes, so the caller's log says why).
import { parentPort } from 'node:worker_threads';
import { describeFailure } from './signing-failure';
import { runSigningJob, type SigningJob } from './signing-job';

parentPort?.on('message', (message: { id: number; job: SigningJob }) => {
  runSigningJob(message.job).then(
    // The signed bytes' buffer is handed over, not copied (this thread is done with it), when
    // they have it to themselves (not a slice of a shared pool).
    (bytes) =>
      parentPort?.postMessage(
        { id: message.id, ok: true, bytes },
        bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
          ? [bytes.buffer as ArrayBuffer]
          : [],
      ),
    (error: unknown) =>
      parentPort?.postMessage({ id: message.id, ok: false, failure: describeFailure(error) }),
  );
});
