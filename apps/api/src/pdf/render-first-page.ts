import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Worker } from 'node:worker_threads';
import { boundedWorker } from './bounded-worker';

export interface FirstPageImageOptions {
  /** Width of the image in pixels; the height follows the page's proportions. */
  width: number;
  /** WebP quality, 0–100. */
  quality: number;
  /** Wall-clock bound of one render; the thread is terminated after it. */
  timeoutMs: number;
  /** V8 old-generation heap of the rendering thread. */
  maxMemoryMb: number;
}

/**
 * 800 px: the detail page's viewer on a desktop screen at 1×, a phone's at about 2× (about 50 KB
 * of WebP for a page of text). It stands in for page 1 only until pdf.js draws it, a fraction of
 * a second later, so its bytes matter more than its sharpness on a denser screen: at 1,200 px
 * (90 KB) Lighthouse's mobile preset (1.6 Mbit/s) showed it 0.25–0.3 s later. Quality 80 keeps
 * small text legible.
 */
export const DEFAULT_FIRST_PAGE_IMAGE: FirstPageImageOptions = {
  width: 800,
  quality: 80,
  timeoutMs: 10_000,
  maxMemoryMb: 256,
};

/** Why a first page could not be drawn (the PDF's own fault, or the renderer missing). */
export class FirstPageRenderError extends Error {
  override readonly name = 'FirstPageRenderError';
}

type WorkerReply = { ok: true; image: Uint8Array } | { ok: false; message: string };

// Plain JavaScript run by an `eval` worker, as inspect-pdf's: the same from the TypeScript sources
// and from the bundle. pdf.js (its Node build, with @napi-rs/canvas, the canvas pdf.js itself uses
// in Node) draws page 1 onto a canvas, encoded as WebP. Non-embedded standard fonts come from
// pdf.js's own font files, as in the browser's viewer, so both draw the same glyphs.
const WORKER_SOURCE = String.raw`
const { parentPort, workerData } = require('node:worker_threads');
const libraries = Promise.all([import(workerData.pdfjsUrl), import(workerData.canvasUrl)]);
async function render({ bytes, width, quality }) {
  const [pdfjs, { createCanvas }] = await libraries;
  const task = pdfjs.getDocument({
    data: bytes,
    standardFontDataUrl: workerData.standardFontDataUrl,
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: 0,
  });
  try {
    const pdf = await task.promise;
    const page = await pdf.getPage(1);
    const viewport = page.getViewport({ scale: width / page.getViewport({ scale: 1 }).width });
    const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height));
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvas, canvasContext: context, viewport }).promise;
    return { ok: true, image: await canvas.encode('webp', quality) };
  } finally {
    await task.destroy();
  }
}
parentPort.on('message', (request) => {
  render(request)
    .catch((error) => ({ ok: false, message: String((error && error.message) || error) }))
    .then((reply) => parentPort.postMessage(reply));
});
`;

const require = createRequire(import.meta.url);

/** Where the thread finds pdf.js and the canvas; null when the canvas package is not installed. */
function librariesOf(): Record<string, string> | null {
  try {
    const pdfjsRoot = dirname(require.resolve('pdfjs-dist/package.json'));
    return {
      pdfjsUrl: pathToFileURL(join(pdfjsRoot, 'legacy/build/pdf.mjs')).href,
      canvasUrl: pathToFileURL(require.resolve('@napi-rs/canvas')).href,
      standardFontDataUrl: `${join(pdfjsRoot, 'standard_fonts')}/`,
    };
  } catch {
    return null;
  }
}

/** How long the thread waits for the next page before it stops (loading pdf.js costs ~150 ms). */
const IDLE_MS = 30_000;

/**
 * Draws the first page of PDFs, one at a time, on a thread of its own: the server's event loop
 * never waits for a drawing, and a hostile file meets a heap limit and a timeout that terminate
 * the thread, failing that call only. The thread is kept between calls (unreferenced: it does not
 * keep the process alive) and stops after IDLE_MS without work.
 */
export class FirstPageRenderer {
  private worker: Worker | null = null;
  private idleTimer: NodeJS.Timeout | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly libraries = librariesOf();

  constructor(private readonly options: FirstPageImageOptions = DEFAULT_FIRST_PAGE_IMAGE) {}

  /** Page 1 of `bytes` as a WebP image `options.width` pixels wide. */
  render(bytes: Uint8Array): Promise<Uint8Array> {
    const result = this.queue.then(() => this.renderNow(bytes));
    this.queue = result.catch(() => undefined);
    return result;
  }

  /** Stops the thread (at shutdown, and in tests). */
  async close(): Promise<void> {
    await this.queue;
    this.stop();
  }

  private thread(libraries: Record<string, string>): Worker {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    if (this.worker && this.worker.threadId >= 0) {
      this.worker.ref();
      return this.worker;
    }
    const { maxMemoryMb } = this.options;
    const worker = boundedWorker(WORKER_SOURCE, libraries, maxMemoryMb);
    worker.on('exit', () => {
      if (this.worker === worker) this.worker = null;
    });
    this.worker = worker;
    return worker;
  }

  private stop(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    const worker = this.worker;
    this.worker = null;
    if (worker) void worker.terminate();
  }

  private keepIdle(): void {
    this.worker?.unref();
    this.idleTimer = setTimeout(() => this.stop(), IDLE_MS);
    this.idleTimer.unref();
  }

  private renderNow(bytes: Uint8Array): Promise<Uint8Array> {
    const libraries = this.libraries;
    if (!libraries)
      return Promise.reject(new FirstPageRenderError('The page renderer is not installed'));
    const { width, quality, timeoutMs } = this.options;
    const worker = this.thread(libraries);
    return new Promise<Uint8Array>((resolve, reject) => {
      const finish = (outcome: { image: Uint8Array } | { error: Error }, answered: boolean) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        if (answered) this.keepIdle();
        else this.stop();
        if ('image' in outcome) resolve(outcome.image);
        else reject(outcome.error);
      };
      const timer = setTimeout(
        () =>
          finish(
            {
              error: new FirstPageRenderError(
                `Drawing the first page took longer than ${timeoutMs} ms`,
              ),
            },
            false,
          ),
        timeoutMs,
      );
      const onMessage = (reply: WorkerReply) =>
        reply.ok
          ? finish({ image: new Uint8Array(reply.image) }, true)
          : finish({ error: new FirstPageRenderError(reply.message) }, true);
      const onError = (error: Error) =>
        finish(
          {
            error: new FirstPageRenderError('The first page could not be drawn', { cause: error }),
          },
          false,
        );
      const onExit = () =>
        finish({ error: new FirstPageRenderError('The page renderer stopped') }, false);
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      // A copy, handed over: the caller's bytes (often a cached stored file) stay whole.
      const copy = bytes.slice();
      worker.postMessage({ bytes: copy, width, quality }, [copy.buffer]);
    });
  }
}
