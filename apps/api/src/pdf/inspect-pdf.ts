import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { Worker } from 'node:worker_threads';
import { boundedWorker } from './bounded-worker';
import { geometryFromRaw, type RawPageBoxes } from './page-geometry';
import { PdfRejectedError, type PdfRejectedCode } from './pdf-rejected-error';
import { visibleSize } from './placement-matrix';

export interface PdfLimits {
  /** Largest accepted file (default 50 MiB). */
  maxBytes: number;
  /** Most pages accepted (default 5,000). */
  maxPages: number;
  /** Wall-clock bound of the parse; the worker is terminated after it (default 10 s). */
  timeoutMs: number;
  /** V8 old-generation heap of the parsing worker (default 256 MiB). */
  maxMemoryMb: number;
}

export const DEFAULT_PDF_LIMITS: PdfLimits = {
  maxBytes: 50 * 1024 * 1024,
  maxPages: 5_000,
  timeoutMs: 10_000,
  maxMemoryMb: 256,
};

export interface PdfPageInfo {
  /** Displayed width in points (CropBox, swapped at 90°/270°): the UI's coordinate space. */
  width: number;
  height: number;
  rotation: 0 | 90 | 180 | 270;
  /** CropBox in default user space (falls back to the MediaBox). */
  cropBox: { x: number; y: number; width: number; height: number };
}

export interface PdfInfo {
  pageCount: number;
  pages: PdfPageInfo[];
}

type WorkerReply =
  | { ok: true; info: { pageCount: number; pages: RawPageBoxes[] } }
  | { ok: false; code: PdfRejectedCode; message: string };

// Plain JavaScript run by an `eval` worker, so it works the same from TypeScript sources (Jest,
// tsx) and from the esbuild bundle (no separate worker file to ship). It imports @libpdf/core
// from the URL the parent resolved, once, then reads one PDF per message it is sent (the parent
// sends the next only after the reply). Every failure becomes a reply with a code; a stack
// overflow (deep nesting) is a RangeError here; running out of heap kills only this worker.
const WORKER_SOURCE = String.raw`
const { parentPort, workerData } = require('node:worker_threads');
const library = import(workerData.libUrl);
const reject = (code, message) => ({ ok: false, code, message });
async function inspect(bytes, maxPages) {
  const { PDF, PdfArray, PdfDict, PdfNumber } = await library;
  let pdf;
  try {
    pdf = await PDF.load(bytes);
  } catch (error) {
    if (error instanceof RangeError) return reject('pdf_too_complex', 'The PDF is nested too deeply to process');
    if (/encrypt|password|decrypt/i.test(String(error && error.message))) return reject('pdf_encrypted', 'Password-protected PDFs are not accepted');
    return reject('pdf_invalid', 'The file is not a readable PDF');
  }
  if (pdf.isEncrypted) return reject('pdf_encrypted', 'Password-protected or encrypted PDFs are not accepted');
  if (pdf.recoveredViaBruteForce) return reject('pdf_invalid', 'The PDF is damaged (its cross-reference table is broken)');
  const pageCount = pdf.getPageCount();
  if (pageCount < 1) return reject('pdf_invalid', 'The PDF has no pages');
  if (pageCount > maxPages) return reject('pdf_too_complex', 'The PDF has ' + pageCount + ' pages; at most ' + maxPages + ' are accepted');
  // Raw (inherited) MediaBox/CropBox/Rotate, mirroring readRawPageBoxes in page-geometry.ts;
  // the geometry itself is computed by geometryFromRaw in the parent.
  const resolve = (ref) => pdf.getObject(ref);
  const numbers = (value) => {
    if (!(value instanceof PdfArray)) return null;
    const out = [];
    for (let i = 0; i < value.length; i++) {
      const item = value.at(i, resolve);
      if (!(item instanceof PdfNumber)) return null;
      out.push(item.value);
    }
    return out;
  };
  const pages = [];
  for (let i = 0; i < pageCount; i++) {
    const page = pdf.getPage(i);
    if (!page) return reject('pdf_invalid', 'Page ' + (i + 1) + ' cannot be read');
    const raw = { mediaBox: null, cropBox: null, rotate: null };
    let dict = page.dict;
    for (let depth = 0; dict && depth < 64; depth++) {
      raw.mediaBox = raw.mediaBox || numbers(dict.get('MediaBox', resolve));
      raw.cropBox = raw.cropBox || numbers(dict.get('CropBox', resolve));
      if (raw.rotate === null) {
        const rotate = dict.get('Rotate', resolve);
        if (rotate instanceof PdfNumber) raw.rotate = rotate.value;
      }
      const parent = dict.get('Parent', resolve);
      dict = parent instanceof PdfDict ? parent : null;
    }
    pages.push(raw);
  }
  return { ok: true, info: { pageCount, pages } };
}
parentPort.on('message', ({ bytes, maxPages }) => {
  inspect(bytes, maxPages)
    .catch((error) =>
      error instanceof RangeError
        ? reject('pdf_too_complex', 'The PDF is too complex to process')
        : reject('pdf_invalid', 'The file is not a readable PDF'),
    )
    .then((reply) => parentPort.postMessage(reply));
});
`;

const libUrl = pathToFileURL(createRequire(import.meta.url).resolve('@libpdf/core')).href;

/** How long a parse thread waits for the next file before it stops. */
const SPARE_IDLE_MS = 10_000;

/**
 * One parse thread per heap limit kept after a parse that answered (read the file or refused
 * it), for the next file: starting a thread and loading @libpdf/core costs ~150 ms, more than
 * reading a typical PDF, and an upload of 20 files paid it 20 times. A thread that timed out,
 * ran out of heap or failed is never kept. A spare thread does not keep the process alive and
 * stops after SPARE_IDLE_MS; calls at the same time each get a thread, as before.
 */
const spareThreads = new Map<number, { worker: Worker; timer: NodeJS.Timeout }>();

function parseThread(maxMemoryMb: number): Worker {
  const spare = spareThreads.get(maxMemoryMb);
  if (spare) {
    spareThreads.delete(maxMemoryMb);
    clearTimeout(spare.timer);
    // threadId is -1 once the thread has exited (its exit event may still be on its way).
    if (spare.worker.threadId >= 0) {
      spare.worker.ref();
      return spare.worker;
    }
  }
  const worker = boundedWorker(WORKER_SOURCE, { libUrl }, maxMemoryMb);
  // A thread failing while it waits as the spare is dropped (boundedWorker ignores its error);
  // during a parse the call's own listeners settle it.
  worker.on('exit', () => {
    const spare = spareThreads.get(maxMemoryMb);
    if (spare?.worker === worker) {
      spareThreads.delete(maxMemoryMb);
      clearTimeout(spare.timer);
    }
  });
  return worker;
}

/** Keeps a thread that answered as the spare for its heap limit, or stops it if there is one. */
function releaseParseThread(maxMemoryMb: number, worker: Worker): void {
  if (spareThreads.has(maxMemoryMb)) {
    void worker.terminate();
    return;
  }
  worker.unref();
  const timer = setTimeout(() => {
    if (spareThreads.get(maxMemoryMb)?.worker !== worker) return;
    spareThreads.delete(maxMemoryMb);
    void worker.terminate();
  }, SPARE_IDLE_MS);
  timer.unref();
  spareThreads.set(maxMemoryMb, { worker, timer });
}

function indexOfAscii(bytes: Uint8Array, text: string, from: number, to: number): number {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    .subarray(from, to)
    .indexOf(text, 0, 'latin1');
}

/**
 * Reads page count and page geometry of an untrusted PDF. Cheap checks first (size, `%PDF-`
 * header, `%%EOF` trailer marker), then the parse runs in a `node:worker_threads` Worker with a
 * heap limit (`resourceLimits.maxOldGenerationSizeMb`) and a timeout that terminates it, so a
 * hostile or broken file fails this call with a PdfRejectedError, never the server.
 *
 * A thread starts (~150 ms including loading @libpdf/core) unless the spare one is waiting (see
 * spareThreads): meant for the upload path, not for hot loops.
 */
export async function inspectPdf(
  bytes: Uint8Array,
  limits: Partial<PdfLimits> = {},
): Promise<PdfInfo> {
  const { maxBytes, maxPages, timeoutMs, maxMemoryMb } = { ...DEFAULT_PDF_LIMITS, ...limits };
  if (bytes.byteLength > maxBytes) {
    throw new PdfRejectedError(
      'pdf_too_large',
      `The PDF is larger than ${Math.floor(maxBytes / 1024 / 1024)} MB`,
    );
  }
  if (bytes.byteLength < 32 || indexOfAscii(bytes, '%PDF-', 0, 1024) < 0) {
    throw new PdfRejectedError('pdf_invalid', 'The file is not a PDF');
  }
  if (indexOfAscii(bytes, '%%EOF', Math.max(0, bytes.byteLength - 1024), bytes.byteLength) < 0) {
    throw new PdfRejectedError('pdf_invalid', 'The PDF is truncated (no end-of-file marker)');
  }

  return new Promise<PdfInfo>((resolve, reject) => {
    let settled = false;
    const worker = parseThread(maxMemoryMb);
    const finish = (
      outcome: { info: PdfInfo } | { error: PdfRejectedError },
      threadAnswered = false,
    ) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      if (threadAnswered) releaseParseThread(maxMemoryMb, worker);
      else void worker.terminate();
      if ('info' in outcome) resolve(outcome.info);
      else reject(outcome.error);
    };
    const timer = setTimeout(
      () =>
        finish({
          error: new PdfRejectedError(
            'pdf_timeout',
            `Reading the PDF took longer than ${timeoutMs} ms`,
          ),
        }),
      timeoutMs,
    );
    const onMessage = (reply: WorkerReply) => {
      if (!reply.ok)
        return finish({ error: new PdfRejectedError(reply.code, reply.message) }, true);
      const pages: PdfPageInfo[] = [];
      for (const [i, raw] of reply.info.pages.entries()) {
        const geometry = geometryFromRaw(raw);
        const { width, height } = geometry.cropBox;
        if (width < 1 || height < 1 || width > 14_400 || height > 14_400) {
          return finish(
            { error: new PdfRejectedError('pdf_invalid', `Page ${i + 1} has an invalid size`) },
            true,
          );
        }
        pages.push({ ...visibleSize(geometry), ...geometry });
      }
      finish({ info: { pageCount: reply.info.pageCount, pages } }, true);
    };
    const onError = (error: Error & { code?: string }) => {
      finish({
        error:
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new PdfRejectedError('pdf_too_complex', 'The PDF needs too much memory to process', {
                cause: error,
              })
            : new PdfRejectedError('pdf_invalid', 'The file is not a readable PDF', {
                cause: error,
              }),
      });
    };
    const onExit = (code: number) => {
      finish({
        error: new PdfRejectedError(
          'pdf_invalid',
          `The PDF reader stopped unexpectedly (exit ${code})`,
        ),
      });
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage({ bytes, maxPages });
  });
}
