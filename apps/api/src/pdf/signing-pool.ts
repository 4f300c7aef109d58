import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { PdfRejectedError } from './pdf-rejected-error';
import { failureError, type SigningFailure } from './signing-failure';
import { runSigningJob, type SigningJob } from './signing-job';

export interface SigningPoolOptions {
  /** Threads; default: the machine's cores, at most 4. */
  size?: number;
  /** A job taking longer is abandoned, its thread replaced, and the job tried once more. */
  timeoutMs?: number;
  /** Heap limit of a thread; a job needing more fails alone (pdf_too_complex). */
  maxMemoryMb?: number;
  /** Told about each thread that failed a job for a reason other than its PDF. */
  onThreadFailure?: (error: Error) => void;
}

interface Pending {
  job: SigningJob;
  /** Attempts in a thread so far (a timed-out job gets a second one). */
  attempts: number;
  resolve: (bytes: Uint8Array) => void;
  reject: (error: Error) => void;
}

type Reply =
  { id: number; ok: true; bytes: Uint8Array } | { id: number; ok: false; failure: SigningFailure };

interface Slot {
  worker: Worker;
  busy: { id: number; pending: Pending; timer: NodeJS.Timeout } | null;
}

/** Thrown by a thread, not by the PDF: the job is done again elsewhere, never failed for it. */
class ThreadFailure extends Error {
  override readonly name = 'ThreadFailure';
}

let sourceBundle: URL | null = null;

/**
 * Where the thread's code is. In the server bundle: `pdf-signing-worker.mjs` beside `main.mjs`
 * (apps/api/build.mjs). Running from TypeScript source (tests, `tsx`), a thread cannot load .ts
 * files, so the worker is bundled with esbuild (a dev dependency, needed only then) into
 * node_modules/.cache under a name made of its content's hash, written to a temporary name and
 * renamed: a thread starting meanwhile never reads a half-written file (Jest runs each test file
 * in a fresh module registry of the same process, so the bundle is made again and again).
 */
function workerEntry(): URL {
  const here = import.meta.url;
  if (!/\.[cm]?ts$/.test(here)) return new URL('./pdf-signing-worker.mjs', here);
  if (sourceBundle) return sourceBundle;
  const esbuild = createRequire(here)('esbuild') as typeof import('esbuild');
  const built = esbuild.buildSync({
    entryPoints: [fileURLToPath(new URL('./signing-worker.ts', here))],
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'silent',
  });
  const code = built.outputFiles[0]?.contents;
  if (!code) throw new Error('The signing worker could not be bundled');
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const outfile = fileURLToPath(
    new URL(`../../../../node_modules/.cache/esign/signing-worker-${hash}.mjs`, here),
  );
  if (!existsSync(outfile) || !readFileSync(outfile).equals(code)) {
    mkdirSync(dirname(outfile), { recursive: true });
    const temporary = `${outfile}.${process.pid}.${Date.now()}.tmp`;
    writeFileSync(temporary, code);
    renameSync(temporary, outfile);
  }
  sourceBundle = pathToFileURL(outfile);
  return sourceBundle;
}

/**
 * Signs PDFs in worker threads, so a bulk uses every core. Each job runs with a heap limit and a
 * timeout. What decides a job's outcome:
 * - the job's own failure (a PDF refused: PdfRejectedError with its code; a bug: SigningJobError)
 *   comes back with the thread's stack and fails that job alone;
 * - a thread that runs out of heap fails the job as pdf_too_complex (the PDF asked for it);
 * - a job past its time limit is tried once more in a fresh thread, then fails as pdf_timeout;
 * - a thread that dies or cannot start (the machine, not the PDF) never fails the job: it is done
 *   in the calling thread instead. A job only turns bytes into bytes, so doing it twice never
 *   writes anything twice.
 */
export class SigningPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private readonly size: number;
  private readonly timeoutMs: number;
  private readonly maxMemoryMb: number;
  private onThreadFailure: (error: Error) => void;

  constructor(options: SigningPoolOptions = {}) {
    this.size = Math.max(1, options.size ?? Math.min(4, availableParallelism()));
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.maxMemoryMb = options.maxMemoryMb ?? 512;
    this.onThreadFailure = options.onThreadFailure ?? (() => undefined);
  }

  /** Where thread failures are reported from now on (the server's log). */
  reportTo(report: (error: Error) => void): void {
    this.onThreadFailure = report;
  }

  /** Jobs the pool can run at once (a caller keeps about this many in flight). */
  get threads(): number {
    return this.size;
  }

  run(job: SigningJob): Promise<Uint8Array> {
    return new Promise((resolve, reject) => {
      this.queue.push({ job, attempts: 0, resolve, reject });
      this.dispatch();
    });
  }

  /**
   * Stops the threads. Jobs still queued or running are finished in the calling thread; a later
   * run() starts threads again.
   */
  async close(): Promise<void> {
    const slots = this.slots.splice(0);
    const pending = [
      ...this.queue.splice(0),
      ...slots.flatMap((slot) => (slot.busy ? [slot.busy.pending] : [])),
    ];
    for (const slot of slots) if (slot.busy) clearTimeout(slot.busy.timer);
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
    await Promise.all(pending.map((job) => this.runHere(job)));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      let slot = this.slots.find((candidate) => candidate.busy === null);
      if (!slot && this.slots.length < this.size) slot = this.spawn();
      if (!slot) return;
      const pending = this.queue.shift() as Pending;
      pending.attempts++;
      const id = this.nextId++;
      const timer = setTimeout(
        () =>
          this.fail(
            slot as Slot,
            new PdfRejectedError(
              'pdf_timeout',
              `Signing took longer than ${Math.round(this.timeoutMs / 1000)} s`,
            ),
          ),
        this.timeoutMs,
      );
      slot.busy = { id, pending, timer };
      slot.worker.postMessage({ id, job: pending.job });
    }
  }

  private spawn(): Slot {
    let worker: Worker;
    try {
      worker = new Worker(workerEntry(), {
        // Not the parent's flags: a test runner's loaders must not run in the signing thread.
        execArgv: [],
        resourceLimits: {
          maxOldGenerationSizeMb: this.maxMemoryMb,
          maxYoungGenerationSizeMb: 32,
          stackSizeMb: 4,
        },
      });
    } catch (error) {
      // Cannot start a thread at all: this slot's job runs here (see fail).
      worker = { terminate: async () => 0, postMessage: () => undefined } as unknown as Worker;
      const slot: Slot = { worker, busy: null };
      this.slots.push(slot);
      queueMicrotask(() =>
        this.fail(slot, new ThreadFailure('A signing thread could not start', { cause: error })),
      );
      return slot;
    }
    // An idle pool must not keep the process alive.
    worker.unref();
    const slot: Slot = { worker, busy: null };
    worker.on('message', (reply: Reply) => {
      const busy = slot.busy;
      if (!busy || busy.id !== reply.id) return;
      clearTimeout(busy.timer);
      slot.busy = null;
      if (reply.ok)
        busy.pending.resolve(
          new Uint8Array(reply.bytes.buffer, reply.bytes.byteOffset, reply.bytes.byteLength),
        );
      else busy.pending.reject(failureError(reply.failure));
      this.dispatch();
    });
    worker.on('error', (error: Error & { code?: string }) => {
      this.fail(
        slot,
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new PdfRejectedError('pdf_too_complex', 'The PDF needs too much memory to sign', {
              cause: error,
            })
          : new ThreadFailure(`A signing thread failed: ${error.message}`, { cause: error }),
      );
    });
    worker.on('exit', (code) => {
      this.fail(slot, new ThreadFailure(`A signing thread stopped (exit code ${code})`));
    });
    this.slots.push(slot);
    return slot;
  }

  /** Drops the slot's thread and settles its job (if any) by the rules above; the queue moves on. */
  private fail(slot: Slot, error: Error): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    const busy = slot.busy;
    slot.busy = null;
    void slot.worker.terminate();
    if (busy) {
      clearTimeout(busy.timer);
      const { pending } = busy;
      if (error instanceof ThreadFailure) {
        this.onThreadFailure(error);
        void this.runHere(pending);
      } else if (
        error instanceof PdfRejectedError &&
        error.code === 'pdf_timeout' &&
        pending.attempts < 2
      ) {
        this.onThreadFailure(error);
        this.queue.unshift(pending);
      } else {
        pending.reject(error);
      }
    }
    this.dispatch();
  }

  /** Does a job in the calling thread (no time or memory bound: the fallback, not the rule). */
  private async runHere(pending: Pending): Promise<void> {
    try {
      pending.resolve(await runSigningJob(pending.job));
    } catch (error) {
      pending.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }
}
