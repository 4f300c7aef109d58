// Uploading a large PDF: a ~50 MB, 1,000-page file (every page carries its own 128×128 RGB image,
// stored uncompressed, and a few lines of text), generated once into the temp dir and reused.
// The API runs in this process (createBenchApp on an in-memory PGlite, as notification-stream.mts
// does); the upload is made by a child process (this same file, started with `client`), so that
// the memory figures are the server's and not those of the file held by the client. Prints:
//   - the seconds from the start of POST document-upload to its response, and until GET
//     document-upload lists the new draft;
//   - the server process's peak memory during the upload: RSS and V8 heap (used and total),
//     sampled every 50 ms, with the figures before the upload and the longest gap between two
//     samples (a gap far above 50 ms means the event loop was blocked that long);
//   - for comparison, the time to store the same bytes through the app's file store alone.
// Figures only; nothing is asserted.
// Usage: node tools/bench/run-ts.mjs tools/bench/upload-large.mts   (~1–2 minutes the first time)
import { fork } from 'node:child_process';
import { existsSync, mkdirSync, openAsBlob, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  concatTransformationMatrix,
  drawObject,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  StandardFonts,
} from 'pdf-lib';
import {
  endpointRoute,
  endpointUrl,
  getDocumentUpload,
  uploadDocuments,
  UPLOAD_PDF_MAX_BYTES,
} from '@esign/contract';
import { createDatabase, migrateDatabase } from '../../apps/api/src/bench';
import { startApi } from './api-bench-support.mts';

const PAGES = 1_000;
const SIDE = 128;
const FILE = join(tmpdir(), 'esign-bench-upload-large', `large-${PAGES}-pages.pdf`);
const SAMPLE_MS = 50;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

interface ClientReport {
  status: number;
  responseSeconds: number;
  listedSeconds: number;
  reference: string | null;
  refused: string[];
}

/** A deterministic byte stream (xorshift), incompressible like a scan's pixels. */
function noise(length: number, seed: number): Uint8Array {
  const bytes = new Uint8Array(length);
  let state = seed >>> 0 || 1;
  for (let i = 0; i < length; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    bytes[i] = state & 0xff;
  }
  return bytes;
}

async function makeLargePdf(path: string): Promise<void> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let number = 1; number <= PAGES; number++) {
    const page = pdf.addPage([595, 842]);
    const image = pdf.context.register(
      pdf.context.stream(noise(SIDE * SIDE * 3, number), {
        Type: 'XObject',
        Subtype: 'Image',
        Width: SIDE,
        Height: SIDE,
        ColorSpace: 'DeviceRGB',
        BitsPerComponent: 8,
      }),
    );
    const name = page.node.newXObject('Scan', image);
    page.pushOperators(
      pushGraphicsState(),
      concatTransformationMatrix(400, 0, 0, 400, 97, 300),
      drawObject(name),
      popGraphicsState(),
    );
    page.drawText(`Scanned archive, page ${number} of ${PAGES}`, { x: 50, y: 780, size: 16, font });
    page.drawText('Every page carries its own image, so the file is large.', {
      x: 50,
      y: 750,
      size: 11,
      font,
    });
  }
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, await pdf.save({ useObjectStreams: false }));
}

/** The child: uploads the file and waits until the batch lists it. */
async function runClient(base: string, token: string, path: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const form = new FormData();
  form.append('files', await openAsBlob(path, { type: 'application/pdf' }), 'large-archive.pdf');
  const started = performance.now();
  const response = await fetch(`${base}${endpointRoute(uploadDocuments)}`, {
    method: 'POST',
    headers,
    body: form,
  });
  const body = (await response.json()) as {
    data?: { documents: { reference_number: string }[]; refused: { message: string }[] };
  };
  const responseSeconds = (performance.now() - started) / 1000;
  const reference = body.data?.documents[0]?.reference_number ?? null;
  let listedSeconds = Number.NaN;
  if (reference) {
    const batch = await fetch(`${base}${endpointUrl(getDocumentUpload)}`, { headers });
    const listed = (await batch.json()) as {
      data: { documents: { reference_number: string; page_count: number }[] };
    };
    if (listed.data.documents.some((draft) => draft.reference_number === reference))
      listedSeconds = (performance.now() - started) / 1000;
  }
  const report: ClientReport = {
    status: response.status,
    responseSeconds,
    listedSeconds,
    reference,
    refused: body.data?.refused.map((item) => item.message) ?? [JSON.stringify(body)],
  };
  process.send?.(report);
}

if (process.argv[2] === 'client') {
  const [, , , base, token, path] = process.argv;
  if (!base || !token || !path) throw new Error('client needs base, token and path');
  await runClient(base, token, path);
  process.exit(0);
}

if (!existsSync(FILE)) {
  const started = performance.now();
  await makeLargePdf(FILE);
  console.log(`Generated ${FILE} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
const size = statSync(FILE).size;
console.log(
  `File: ${PAGES} pages, ${mb(size)} (${size.toLocaleString('en')} bytes; the upload limit is ${mb(UPLOAD_PDF_MAX_BYTES)})`,
);

const handle = await createDatabase({});
await migrateDatabase(handle.db);
const api = await startApi(handle.db);
const base = api.baseUrl;
const token = await api.signIn('signer');

const before = process.memoryUsage();
const peak = { rss: before.rss, heapUsed: before.heapUsed, heapTotal: before.heapTotal };
let lastSample = performance.now();
let longestGap = 0;
const sampler = setInterval(() => {
  const now = performance.now();
  longestGap = Math.max(longestGap, now - lastSample);
  lastSample = now;
  const usage = process.memoryUsage();
  peak.rss = Math.max(peak.rss, usage.rss);
  peak.heapUsed = Math.max(peak.heapUsed, usage.heapUsed);
  peak.heapTotal = Math.max(peak.heapTotal, usage.heapTotal);
}, SAMPLE_MS);

const client = fork(process.argv[1] ?? '', ['client', base, token, FILE], { stdio: 'inherit' });
const report = await new Promise<ClientReport>((resolve, reject) => {
  client.once('message', (message) => resolve(message as ClientReport));
  client.once('exit', (code) => reject(new Error(`The upload client exited with ${code}`)));
});
clearInterval(sampler);
const after = process.memoryUsage();

console.log(
  `POST document-upload: ${report.status}${report.reference ? `, draft ${report.reference}` : ''}${report.refused.length > 0 ? `, refused: ${report.refused.join('; ')}` : ''}`,
);
console.log(`response after ${report.responseSeconds.toFixed(2)} s`);
console.log(`listed by GET document-upload after ${report.listedSeconds.toFixed(2)} s`);
console.log(
  `server memory before: RSS ${mb(before.rss)}, heap used ${mb(before.heapUsed)} of ${mb(before.heapTotal)}`,
);
console.log(
  `server peak during the upload (sampled every ${SAMPLE_MS} ms): RSS ${mb(peak.rss)} (+${mb(peak.rss - before.rss)}), heap used ${mb(peak.heapUsed)} (+${mb(peak.heapUsed - before.heapUsed)}), heap total ${mb(peak.heapTotal)}`,
);
console.log(
  `server after: RSS ${mb(after.rss)}, heap used ${mb(after.heapUsed)}; longest gap between samples ${longestGap.toFixed(0)} ms (event loop blocked about that long)`,
);

// Where the time goes: the same bytes stored once more through the app's file store alone (the
// database by default: on PGlite every query runs on this thread, so this blocks the event loop).
const bytes = readFileSync(FILE);
const storeStarted = performance.now();
await api.storeFile(bytes, 'application/pdf');
console.log(
  `for comparison, storing the same bytes through the file store alone: ${((performance.now() - storeStarted) / 1000).toFixed(2)} s`,
);

await api.close();
await handle.close();
