import { pdfjs } from 'react-pdf';
import { PDFJS_OPTIONS } from './pdfjs-options';

/** pdf.js opening a document: its `promise` gives the document, `destroy()` frees it in the worker. */
export type PdfLoadingTask = ReturnType<typeof pdfjs.getDocument>;
export type PdfDocument = Awaited<PdfLoadingTask['promise']>;

/** An opened document nobody showed is freed after this long (the user went elsewhere). */
const UNCLAIMED_MS = 30_000;

/** Opens the bytes in pdf.js's worker; they are copied first (pdf.js transfers what it is given). */
export function openPdf(data: ArrayBuffer): PdfLoadingTask {
  return pdfjs.getDocument({ ...PDFJS_OPTIONS, data: new Uint8Array(data.slice(0)) });
}

let ahead: {
  data: ArrayBuffer;
  task: PdfLoadingTask;
  expiry: ReturnType<typeof setTimeout>;
} | null = null;

function forgetAhead(): void {
  if (!ahead) return;
  clearTimeout(ahead.expiry);
  ahead = null;
}

/**
 * Starts opening these bytes before a viewer shows them: called as soon as a page has the PDF
 * (`openPdfAhead` in pdf-viewer.tsx), so pdf.js reads the document in its worker while React
 * still renders the page, instead of after the viewer has mounted. The viewer that shows the very
 * same ArrayBuffer takes the task over (`takePdfOpenedAhead`). One at a time: opening another
 * document ahead, or nobody taking it within 30 s, frees this one.
 */
export function openPdfAhead(data: ArrayBuffer): void {
  if (ahead?.data === data) return;
  if (ahead) void ahead.task.destroy();
  forgetAhead();
  const task = openPdf(data);
  // Reported by the viewer that takes it; until then a failure must not count as unhandled.
  task.promise.catch(() => undefined);
  const expiry = setTimeout(() => {
    if (ahead?.task !== task) return;
    forgetAhead();
    void task.destroy();
  }, UNCLAIMED_MS);
  ahead = { data, task, expiry };
}

/** The task `openPdfAhead` started for this very ArrayBuffer, handed out once; else null. */
export function takePdfOpenedAhead(data: ArrayBuffer): PdfLoadingTask | null {
  if (ahead?.data !== data) return null;
  const { task } = ahead;
  forgetAhead();
  return task;
}
