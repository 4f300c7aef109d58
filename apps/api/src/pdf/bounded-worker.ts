import { Worker } from 'node:worker_threads';

/**
 * A thread running `source` (plain JavaScript, evaluated: it works the same from the TypeScript
 * sources and from the bundle) with a heap of `maxMemoryMb` and a small stack, its output kept
 * out of the server's: for work on untrusted files, where running out of memory or recursing too
 * deep must end only that thread. A failure before anyone listens is ignored here; each call on
 * the thread listens for its own.
 */
export function boundedWorker(source: string, workerData: unknown, maxMemoryMb: number): Worker {
  const worker = new Worker(source, {
    eval: true,
    workerData,
    resourceLimits: {
      maxOldGenerationSizeMb: maxMemoryMb,
      maxYoungGenerationSizeMb: Math.min(32, Math.max(4, Math.floor(maxMemoryMb / 8))),
      stackSizeMb: 4,
    },
    stdout: true,
    stderr: true,
  });
  worker.on('error', () => undefined);
  return worker;
}
