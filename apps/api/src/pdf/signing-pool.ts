import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { PdfRejectedError, type PdfRejectedCode } from './pdf-rejected-error';
import type { SigningJob } from './signing-job';

export interface SigningPoolOptions {
  /** Threads; default: the machine's cores, at most 4. */
  size?: number;
  /** A job taking longer is abandoned and its thread replaced. */
  timeoutMs?: number;
  /** Heap limit of a thread; a job needing more fails alone. */
  maxMemoryMb?: number;
}

interface Pending {
  job: SigningJob;
  resolve: (bytes: Uint8Array) => void;
  reject: (error: Error) => void;
}

type Reply =
  | { id: number; ok: true; bytes: Uint8Array }
  | { id: number; ok: false; code: PdfRejectedCode; message: string };

interface Slot {
  worker: Worker;
  busy: { id: number; pending: Pending; timer: NodeJS.Timeout } | null;
}

let sourceBundle: URL | null = null;

/**
 * Where the thread's code is. In the server bundle: `pdf-signing-worker.mjs` beside `main.mjs`
 * (apps/api/build.mjs). Running from TypeScript source (tests, `tsx`), a thread cannot load .ts
 * files, so the worker is bundled once per process with esbuild (a dev dependency, needed only
 * then) into node_modules/.cache, where its npm imports resolve.
 */
function workerEntry(): URL {
  if (!import.meta.url.endsWith('.ts')) return new URL('./pdf-signing-worker.mjs', import.meta.url);
  if (sourceBundle) return sourceBundle;
  const esbuild = createRequire(import.meta.url)('esbuild') as typeof import('esbuild');
  const outfile = fileURLToPath(
    new URL(
      `../../../../node_modules/.cache/esign/signing-worker-${process.pid}.mjs`,
      import.meta.url,
    ),
  );
  esbuild.buildSync({
    entryPoints: [fileURLToPath(new URL('./signing-worker.ts', import.meta.url))],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'silent',
  });
  sourceBundle = pathToFileURL(outfile);
  return sourceBundle;
}

/**
 * Signs PDFs in worker threads. Stored PDFs are untrusted like uploads: each job runs with a heap
 * limit and a timeout, so a hostile or broken file fails its own request with a PdfRejectedError
 * while the server and the other jobs carry on. With two or more threads a bulk also uses every
 * core instead of one.
 */
export class SigningPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;
  private readonly size: number;
  private readonly timeoutMs: number;
  private readonly maxMemoryMb: number;

  constructor(options: SigningPoolOptions = {}) {
    this.size = Math.max(1, options.size ?? Math.min(4, availableParallelism()));
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.maxMemoryMb = options.maxMemoryMb ?? 512;
  }

  run(job: SigningJob): Promise<Uint8Array> {
    if (this.closed) return Promise.reject(new Error('The signing pool is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0))
      pending.reject(new Error('The signing pool is closed'));
    await Promise.all(this.slots.splice(0).map((slot) => slot.worker.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      let slot = this.slots.find((candidate) => candidate.busy === null);
      if (!slot && this.slots.length < this.size) slot = this.spawn();
      if (!slot) return;
      const pending = this.queue.shift() as Pending;
      const id = this.nextId++;
      const timer = setTimeout(
        () =>
          this.fail(
            slot as Slot,
            new PdfRejectedError(
              'pdf_timeout',
              `Signing took longer than ${this.timeoutMs / 1000} s`,
            ),
          ),
        this.timeoutMs,
      );
      slot.busy = { id, pending, timer };
      slot.worker.postMessage({ id, job: pending.job });
    }
  }

  private spawn(): Slot {
    const worker = new Worker(workerEntry(), {
      // Not the parent's flags: a test runner's loaders must not run in the signing thread.
      execArgv: [],
      resourceLimits: {
        maxOldGenerationSizeMb: this.maxMemoryMb,
        maxYoungGenerationSizeMb: 32,
        stackSizeMb: 4,
      },
    });
    // An idle pool must not keep the process alive.
    worker.unref();
    const slot: Slot = { worker, busy: null };
    worker.on('message', (reply: Reply) => {
      const busy = slot.busy;
      if (!busy || busy.id !== reply.id) return;
      clearTimeout(busy.timer);
      slot.busy = null;
      if (reply.ok) busy.pending.resolve(new Uint8Array(reply.bytes));
      else busy.pending.reject(new PdfRejectedError(reply.code, reply.message));
      this.dispatch();
    });
    worker.on('error', (error: Error & { code?: string }) => {
      this.fail(
        slot,
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new PdfRejectedError('pdf_too_complex', 'The PDF needs too much memory to sign', {
              cause: error,
            })
          : new PdfRejectedError('pdf_invalid', 'The PDF could not be signed', { cause: error }),
      );
    });
    worker.on('exit', () => {
      this.fail(slot, new PdfRejectedError('pdf_invalid', 'The PDF signer stopped unexpectedly'));
    });
    this.slots.push(slot);
    return slot;
  }

  /** Fails the slot's job (if any), drops the thread and lets a new one take the queue. */
  private fail(slot: Slot, error: Error): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    const busy = slot.busy;
    slot.busy = null;
    if (busy) {
      clearTimeout(busy.timer);
      busy.pending.reject(error);
    }
    void slot.worker.terminate();
    if (!this.closed) this.dispatch();
  }
}
