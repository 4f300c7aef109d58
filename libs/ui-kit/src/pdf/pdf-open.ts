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
  void prepareFirstPage(task);
  const expiry = setTimeout(() => {
    if (ahead?.task !== task) return;
    forgetAhead();
    void task.destroy();
  }, UNCLAIMED_MS);
  ahead = { data, task, expiry };
}

/**
 * Reads page 1 of a document opened ahead, fonts included, while React still renders the page
 * that will show it. Loading a page's fonts is most of what pdf.js's worker does for a page of
 * text (the demo's first page: ~90 of ~170 ms, LiberationSans parsed and checked); the worker
 * keeps them per document and the viewer's render of page 1 (pdf.js keeps each page it gave out)
 * then finds them loaded, instead of starting on them once the viewer has mounted. The operator
 * list asked for here is not the one the render draws from (pdf.js keys that apart), so the
 * content stream is parsed twice: a few ms, for a text page, of a worker otherwise waiting.
 * Failures are the viewer's to report, when it opens the document itself.
 */
async function prepareFirstPage(task: PdfLoadingTask): Promise<void> {
  try {
    const document = await task.promise;
    const page = await document.getPage(1);
    await page.getOperatorList();
  } catch {
    // The document could not be read, or was freed meanwhile: the viewer reports what matters.
  }
}

/** The task `openPdfAhead` started for this very ArrayBuffer, handed out once; else null. */
export function takePdfOpenedAhead(data: ArrayBuffer): PdfLoadingTask | null {
  if (ahead?.data !== data) return null;
  const { task } = ahead;
  forgetAhead();
  return task;
}
