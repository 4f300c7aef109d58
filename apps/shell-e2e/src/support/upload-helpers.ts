import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { degrees, PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { bearer } from './document-helpers';

/** Server paths the upload specs call directly (contract: libs/contract/src/document-upload.ts). */
export const UPLOAD_API = {
  check: '/api/admin/api/v1/document-upload/check',
  batch: '/api/admin/api/v1/document-upload',
  draft: (ref: string) => `/api/admin/api/v1/document-upload/${encodeURIComponent(ref)}`,
  temporer: '/api/admin/api/v1/e-meterai/temporer',
  document: (ref: string) => `/api/admin/api/v1/document/${encodeURIComponent(ref)}`,
  pdf: (ref: string) => `/api/downloader/v1/pdf/document/${encodeURIComponent(ref)}`,
  balanceLogs: '/api/admin/api/v1/log/e-materai-balance',
};

/** The upload page (spec §2). */
export const UPLOAD_PAGE = '/admin/upload-document';

/** A box in PDF points of the page as displayed, from its top-left corner. */
export interface PointRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What the specs read of a draft (GET document-upload). */
export interface DraftView {
  reference_number: string;
  name: string;
  pages: { width: number; height: number }[];
  recipients: { user_id: number; name: string; order: number; is_uploader: boolean }[];
  placements: {
    id: number;
    sign_type: 'sign' | 'e_meterai';
    signer_id: number | null;
    pos_x_signer: number;
    pos_y_signer: number;
    sign_page: number;
    pos_x_meterai: number;
    pos_y_meterai: number;
    page_meterai: number;
    width: number;
    height: number;
  }[];
  seals: {
    id: number;
    page: number;
    pos_x: number;
    pos_y: number;
    width: number;
    height: number;
  }[];
}

/** The user's drafts as the server holds them. */
export async function draftsOf(request: APIRequestContext, token: string): Promise<DraftView[]> {
  const response = await request.get(UPLOAD_API.batch, { headers: bearer(token) });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { documents: DraftView[] } };
  return body.data.documents;
}

/** Whether the user has an unfinished batch (the page then asks to continue it). */
export async function hasUnfinishedBatch(
  request: APIRequestContext,
  token: string,
): Promise<boolean> {
  const response = await request.get(UPLOAD_API.check, { headers: bearer(token) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { is_document_present: boolean } }).data
    .is_document_present;
}

/** Opens the upload page, continuing the user's unfinished batch when the page asks. */
export async function openUploadPage(page: Page, token: string): Promise<void> {
  const continuing = await hasUnfinishedBatch(page.request, token);
  await page.goto(UPLOAD_PAGE);
  if (continuing) {
    const ask = page.getByRole('dialog', { name: 'Unfinished upload' });
    await ask.getByRole('button', { name: 'Continue' }).click();
    await expect(ask).toBeHidden();
  }
}

/** The e-meterai temporary balance: the balance of the user's own cost center. */
export async function temporerOf(
  request: APIRequestContext,
  token: string,
): Promise<{ balance: number; allocated: number; cost_center_id: number | null }> {
  const response = await request.get(UPLOAD_API.temporer, { headers: bearer(token) });
  expect(response.status()).toBe(200);
  return (
    (await response.json()) as {
      data: { balance: number; allocated: number; cost_center_id: number | null };
    }
  ).data;
}

/** A sent document's placements (GET document/{ref}), in points of the page as displayed. */
export interface DocumentPlacement extends PointRect {
  id: number;
  type: 'signature' | 'e_meterai' | 'seal';
  signer_id: number | null;
  page: number;
}

export async function placementsOf(
  request: APIRequestContext,
  token: string,
  ref: string,
): Promise<DocumentPlacement[]> {
  const response = await request.get(UPLOAD_API.document(ref), { headers: bearer(token) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { data: { placements: DocumentPlacement[] } } }).data
    .data.placements;
}

/** A movement of the e-meterai ledger (GET log/e-materai-balance). */
export interface LedgerRow {
  kind: string;
  amount: number;
  balance_after: number;
  reference: string;
  cost_center_id: number;
}

/** The newest ledger movements of one kind (needs ematerai.history-balance). */
export async function ledgerRows(
  request: APIRequestContext,
  token: string,
  kind: string,
): Promise<LedgerRow[]> {
  const response = await request.get(UPLOAD_API.balanceLogs, {
    headers: bearer(token),
    params: { kind, per_page: '50' },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { logs: LedgerRow[] } }).data.logs;
}

/** The verdict lines of pdfsig (which exits 0 even for a tampered file, so its text is read). */
export function pdfsigVerdicts(bytes: Uint8Array): string[] {
  return withTempPdf(bytes, (path) => {
    let report: string;
    try {
      report = execFileSync('pdfsig', [path], { encoding: 'utf8' });
    } catch (error) {
      const failed = error as { stdout?: string; stderr?: string };
      report = `${failed.stdout ?? ''}${failed.stderr ?? ''}`;
    }
    return report.match(/Signature Validation: .*/g) ?? [];
  });
}

function withTempPdf<T>(bytes: Uint8Array, run: (path: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'esign-e2e-pdf-'));
  const path = join(dir, 'document.pdf');
  writeFileSync(path, bytes);
  try {
    return run(path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A page rendered in greyscale: `dpi / 72` pixels per point. */
export interface RenderedPage {
  width: number;
  height: number;
  /** Pixels per point. */
  scale: number;
  grey: (x: number, y: number) => number;
}

/** Renders one page as displayed (rotation applied, CropBox) with pdftoppm at `dpi`. */
export function renderPage(bytes: Uint8Array, pageNumber: number, dpi: number): RenderedPage {
  const pgm = withTempPdf(bytes, (path) =>
    execFileSync(
      'pdftoppm',
      [
        '-gray',
        '-cropbox',
        '-r',
        String(dpi),
        '-f',
        String(pageNumber),
        '-l',
        String(pageNumber),
      ].concat(['-singlefile', path]),
      { maxBuffer: 128 * 1024 * 1024 },
    ),
  );
  // P5\n<width> <height>\n255\n<grey bytes>
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('pdftoppm did not produce a PGM');
  const width = Number(header[1]);
  const height = Number(header[2]);
  const data = pgm.subarray(header[0].length);
  return {
    width,
    height,
    scale: dpi / 72,
    grey: (x, y) => data[y * width + x] ?? 0,
  };
}

/** Where a signed page differs from the page before signing ("ink" added by signing). */
export interface InkReport {
  /** Changed pixels inside each box, in the order of the boxes. */
  inside: number[];
  /** Changed pixels outside every box (grown by the margin). */
  outside: number;
  /** Up to five of the outside pixels, in points, to say where. */
  strays: { x: number; y: number }[];
}

/**
 * Compares two renders of the same page pixel by pixel: a pixel whose grey level moved by more
 * than `threshold` is ink the signing added. Counts it inside each box, or outside all of them
 * (boxes grown by `marginPoints` for anti-aliased edges).
 */
export function inkAgainstBoxes(
  before: RenderedPage,
  after: RenderedPage,
  boxes: readonly PointRect[],
  { threshold = 40, marginPoints = 1.5 } = {},
): InkReport {
  expect([after.width, after.height]).toEqual([before.width, before.height]);
  const s = after.scale;
  const inside = boxes.map(() => 0);
  let outside = 0;
  const strays: { x: number; y: number }[] = [];
  for (let y = 0; y < after.height; y++) {
    for (let x = 0; x < after.width; x++) {
      if (Math.abs(after.grey(x, y) - before.grey(x, y)) <= threshold) continue;
      const px = (x + 0.5) / s;
      const py = (y + 0.5) / s;
      let hit = false;
      boxes.forEach((box, index) => {
        if (px >= box.x && px <= box.x + box.width && py >= box.y && py <= box.y + box.height)
          inside[index] = (inside[index] ?? 0) + 1;
        if (
          px >= box.x - marginPoints &&
          px <= box.x + box.width + marginPoints &&
          py >= box.y - marginPoints &&
          py <= box.y + box.height + marginPoints
        )
          hit = true;
      });
      if (!hit) {
        outside += 1;
        if (strays.length < 5) strays.push({ x: Math.round(px), y: Math.round(py) });
      }
    }
  }
  return { inside, outside, strays };
}

/**
 * A PDF to upload, made with pdf-lib: `pages` A4 pages with a title, body text and a frame, so
 * that a render shows where the page is. `rotate: 90` sets /Rotate 90 on page 1 (shown as
 * landscape); the text is drawn so that it reads upright as displayed.
 */
export async function makeUploadPdf(options: {
  title: string;
  pages?: number;
  rotate?: 0 | 90;
}): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const pageCount = options.pages ?? 2;
  for (let number = 1; number <= pageCount; number++) {
    const page = pdf.addPage([595, 842]);
    const rotated = number === 1 && options.rotate === 90;
    page.drawRectangle({
      x: 20,
      y: 20,
      width: 555,
      height: 802,
      borderColor: rgb(0.6, 0.6, 0.6),
      borderWidth: 1,
    });
    if (rotated) {
      // /Rotate 90 turns the page clockwise for display: text drawn at 90° reads upright.
      page.setRotation(degrees(90));
      page.drawText(`${options.title} (landscape)`, {
        x: 60,
        y: 60,
        size: 20,
        font: bold,
        rotate: degrees(90),
      });
      for (let line = 0; line < 12; line++)
        page.drawText(`Clause ${line + 1}. The parties agree to the terms written on this page.`, {
          x: 100 + line * 30,
          y: 60,
          size: 11,
          font,
          rotate: degrees(90),
        });
    } else {
      page.drawText(options.title, { x: 50, y: 780, size: 20, font: bold });
      for (let line = 0; line < 20; line++)
        page.drawText(`Clause ${line + 1}. The parties agree to the terms written on this page.`, {
          x: 50,
          y: 740 - line * 18,
          size: 11,
          font,
        });
      page.drawText(`Page ${number} of ${pageCount}`, { x: 50, y: 40, size: 9, font });
    }
  }
  return Buffer.from(await pdf.save());
}

/** The bytes of a small PNG (a 1×1 grey pixel): an image, not a PDF. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==',
  'base64',
);
