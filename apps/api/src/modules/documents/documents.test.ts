import {
  createDocumentZip,
  DocumentListResponseSchema,
  downloadDocumentList,
  downloadDocumentPdf,
  downloadDocumentPreview,
  endpointUrl,
  ErrorBodySchema,
  getDocument,
  listDocuments,
  rejectDocument,
  revokeDocument,
  sendDocumentOtp,
  updateDocumentCategory,
  type DocumentDetail,
  type DocumentListStatus,
} from '@esign/contract';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  documentCategories,
  documentPlacements,
  documents,
  documentSigners,
} from '../../db/schema/documents';
import { activityLogs } from '../../db/schema/logs';
import { loadWorkbook } from '../../files';
import { createFixtureDocument } from '../../testing/document-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { userRequests } from '../../testing/user-requests';
import { asc, eq } from 'drizzle-orm';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const as = userRequests(() => t);

async function list(
  username: string,
  status: DocumentListStatus,
  extra: Record<string, string> = {},
) {
  const query = new URLSearchParams({ status, per_page: '100', ...extra });
  const response = await as(username).get(`${endpointUrl(listDocuments)}?${query}`);
  expect(response.statusCode).toBe(200);
  return DocumentListResponseSchema.parse(response.json());
}

async function referencesIn(
  username: string,
  status: DocumentListStatus,
  extra: Record<string, string> = {},
) {
  return (await list(username, status, extra)).data.data.map((doc) => doc.reference_number);
}

async function detail(username: string, reference: string): Promise<DocumentDetail> {
  const response = await as(username).get(endpointUrl(getDocument, { id: reference }));
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: { data: DocumentDetail } }).data.data;
}

const errorOf = (body: string) => ErrorBodySchema.parse(JSON.parse(body));

describe('document lists', () => {
  it('puts a sequential document in the first signer’s sign list and the later signer’s blocked list', async () => {
    const doc = await createFixtureDocument(t.context, {
      uploader: 'viewer',
      signers: ['superadmin', 'signer'],
      order: 'sequential',
    });
    expect(await referencesIn('superadmin', 'need_to_sign')).toContain(doc.reference);
    expect(await referencesIn('signer', 'blocked')).toContain(doc.reference);
    expect(await referencesIn('signer', 'need_to_sign')).not.toContain(doc.reference);
    const seen = await detail('signer', doc.reference);
    expect(seen).toMatchObject({
      status_document: 'blocked',
      can_sign: false,
      otp_status: 'none',
      can_void: false,
    });
    // The uploader, who does not sign, would follow it under Ongoing; viewer's role does not open
    // that list.
    expect(
      (await as('viewer').get(`${endpointUrl(listDocuments)}?status=pending`)).statusCode,
    ).toBe(403);
    expect((await detail('superadmin', doc.reference)).status_document).toBe('need_to_sign');
  });

  it('shows an expired document in the blocked list as expired, and refuses to send a code for it', async () => {
    const doc = await createFixtureDocument(t.context, {
      uploader: 'superadmin',
      signers: ['signer'],
      expiresAt: new Date(t.clock.now().getTime() - 60_000),
    });
    expect(await referencesIn('signer', 'blocked')).toContain(doc.reference);
    expect(await referencesIn('signer', 'need_to_sign')).not.toContain(doc.reference);
    expect((await detail('signer', doc.reference)).status_document).toBe('expired');
    const response = await as('signer').get(endpointUrl(sendDocumentOtp, { id: doc.reference }));
    expect(response.statusCode).toBe(409);
    expect(errorOf(response.body).error).toMatch(/expired/);
  });

  it('shows documents only to their participants, and super_admin every one that is not confidential', async () => {
    const open = await createFixtureDocument(t.context, {
      uploader: 'finance',
      signers: ['signer'],
    });
    const secret = await createFixtureDocument(t.context, {
      uploader: 'finance',
      signers: ['signer'],
      categoryName: 'Fixture Confidential',
      confidential: true,
    });
    expect(
      (await as('viewer').get(endpointUrl(getDocument, { id: open.reference }))).statusCode,
    ).toBe(404);
    expect(await referencesIn('superadmin', 'pending')).toContain(open.reference);
    expect(await referencesIn('superadmin', 'pending')).not.toContain(secret.reference);
    expect(
      (await as('superadmin').get(endpointUrl(getDocument, { id: secret.reference }))).statusCode,
    ).toBe(404);
    expect(await referencesIn('signer', 'need_to_sign')).toContain(secret.reference);
    expect((await detail('signer', secret.reference)).category).toMatchObject({
      is_confidential: true,
    });
  });

  it('filters by search and office, ignores dates on the sign list, and paginates with a total', async () => {
    const named = await createFixtureDocument(t.context, {
      uploader: 'superadmin',
      signers: ['signer'],
      name: 'Quarterly Zebra_Report 100%',
      createdAt: new Date('2025-01-15T05:00:00Z'),
    });
    expect(await referencesIn('signer', 'need_to_sign', { search: 'zebra_report 100%' })).toEqual([
      named.reference,
    ]);
    expect(await referencesIn('signer', 'need_to_sign', { search: 'zebra%report' })).toEqual([]);
    // Dates are cleared for need_to_sign (spec §5)…
    expect(
      await referencesIn('signer', 'need_to_sign', { start_date: '2026-01-01', search: 'Zebra' }),
    ).toEqual([named.reference]);
    // …but apply elsewhere, as calendar days in WIB.
    expect(
      await referencesIn('superadmin', 'pending', {
        start_date: '2025-01-15',
        end_date: '2025-01-15',
        search: 'Zebra',
      }),
    ).toEqual([named.reference]);
    expect(
      await referencesIn('superadmin', 'pending', { start_date: '2025-01-16', search: 'Zebra' }),
    ).toEqual([]);

    const page = await list('signer', 'need_to_sign', {
      per_page: '1',
      page: '2',
      sort_by: 'reference_number',
      sort_dir: 'asc',
    });
    expect(page.data.data).toHaveLength(1);
    expect(page.meta.pagination).toMatchObject({ per_page: 1, current_page: 2, count: 1 });
    expect(page.meta.pagination.total).toBeGreaterThanOrEqual(2);
    expect(page.meta.pagination.total_pages).toBe(page.meta.pagination.total);
  });

  it('serves every page past the tenth, and each user and search its own rows, from statements kept per shape', async () => {
    const walruses: string[] = [];
    for (let i = 1; i <= 12; i++) {
      const doc = await createFixtureDocument(t.context, {
        uploader: 'superadmin',
        signers: ['signer'],
        name: `Shape Walrus ${i}`,
      });
      walruses.push(doc.reference);
    }
    const seal = await createFixtureDocument(t.context, {
      uploader: 'superadmin',
      signers: ['signer'],
      name: 'Shape Seal',
    });
    const ordered = [...walruses].sort();
    const query = {
      search: 'Shape Walrus',
      sort_by: 'reference_number',
      sort_dir: 'asc',
      per_page: '1',
    };
    // Pages 1–10 have their offset in the statement's text, later ones bind it.
    for (let page = 1; page <= 13; page++) {
      const result = await list('signer', 'need_to_sign', { ...query, page: String(page) });
      expect(result.data.data.map((doc) => doc.reference_number)).toEqual(
        ordered.slice(page - 1, page),
      );
      expect(result.meta.pagination).toMatchObject({ total: 12, current_page: page });
    }
    // The same shape with another search value…
    expect(
      await referencesIn('signer', 'need_to_sign', { ...query, search: 'Shape Seal' }),
    ).toEqual([seal.reference]);
    // …and for another user.
    await t.context.db
      .update(documents)
      .set({ state: 'completed' })
      .where(eq(documents.referenceNumber, seal.reference));
    expect(await referencesIn('signer', 'completed', { search: 'Shape' })).toEqual([
      seal.reference,
    ]);
    expect(await referencesIn('viewer', 'completed', { search: 'Shape' })).toEqual([]);
  });

  it('answers 400 with the field named for an unknown list status', async () => {
    const response = await as('signer').get(`${endpointUrl(listDocuments)}?status=everything`);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(response.body).messages)).toContain('status');
  });
});

describe('document detail', () => {
  it('lists the placements by page then id, with the stored numbers and no signer on a seal', async () => {
    const doc = await createFixtureDocument(t.context, {
      uploader: 'superadmin',
      signers: ['superadmin', 'signer'],
      extras: ['e_meterai', 'seal'],
      pages: 3,
    });
    const db = t.context.db;
    const stored = await db
      .select()
      .from(documentPlacements)
      .where(eq(documentPlacements.documentId, doc.id))
      .orderBy(asc(documentPlacements.id));
    expect(stored).toHaveLength(4);
    // The first signer's signature, e-meterai and seal, then the second signer's signature.
    const [first, , seal, last] = stored;
    if (!first || !seal || !last) throw new Error('the fixture has four placements');
    // The last placement moves to page 2 and the first to page 3, with fractional coordinates:
    // the order is by page, and the numbers are what a plain select of the row returns.
    await db
      .update(documentPlacements)
      .set({ page: 3, x: 12.345, y: 0.1, width: 150.75, height: 33.3333 })
      .where(eq(documentPlacements.id, first.id));
    await db.update(documentPlacements).set({ page: 2 }).where(eq(documentPlacements.id, last.id));
    await db
      .update(documentPlacements)
      .set({ signerId: null })
      .where(eq(documentPlacements.id, seal.id));
    const rows = await db
      .select({
        id: documentPlacements.id,
        type: documentPlacements.type,
        signer_id: documentPlacements.signerId,
        page: documentPlacements.page,
        x: documentPlacements.x,
        y: documentPlacements.y,
        width: documentPlacements.width,
        height: documentPlacements.height,
      })
      .from(documentPlacements)
      .where(eq(documentPlacements.documentId, doc.id))
      .orderBy(asc(documentPlacements.page), asc(documentPlacements.id));

    const seen = await detail('superadmin', doc.reference);
    expect(seen.placements).toEqual(rows);
    expect(seen.placements.map((placement) => [placement.id, placement.page])).toEqual([
      [stored[1]?.id, 1],
      [seal.id, 1],
      [last.id, 2],
      [first.id, 3],
    ]);
    expect(seen.placements[1]).toMatchObject({ type: 'seal', signer_id: null });
    expect(seen.page_count).toBe(3);
  });

  it('answers an empty placement list for a document without placements', async () => {
    const doc = await createFixtureDocument(t.context, {
      uploader: 'superadmin',
      signers: ['superadmin'],
    });
    await t.context.db.delete(documentPlacements).where(eq(documentPlacements.documentId, doc.id));
    expect((await detail('superadmin', doc.reference)).placements).toEqual([]);
  });
});

describe('reject and void', () => {
  it('rejects with a reason: the document moves to Void & Rejected for everyone, and cannot be rejected or signed again', async () => {
    const doc = await createFixtureDocument(t.context, {
      uploader: 'finance',
      signers: ['signer', 'superadmin'],
    });
    const url = endpointUrl(rejectDocument, { id: doc.reference });
    const totalBefore = (await list('signer', 'need_to_sign')).meta.pagination.total;
    expect((await as('signer').put(url, { reason: '   ' })).statusCode).toBe(400);
    expect((await as('signer').put(url, { reason: 'Wrong counterparty name' })).statusCode).toBe(
      200,
    );
    const seen = await detail('superadmin', doc.reference);
    expect(seen).toMatchObject({
      status_document: 'rejected',
      reject_reason: 'Wrong counterparty name',
      can_sign: false,
    });
    expect(seen.signers.find((signer) => signer.auth_user.privy_id === 'DEMO002')).toMatchObject({
      status: 'rejected',
    });
    expect(await referencesIn('superadmin', 'rejected')).toContain(doc.reference);
    // The remembered total follows the change at once (same clock, new revision).
    expect((await list('signer', 'need_to_sign')).meta.pagination.total).toBe(totalBefore - 1);
    const again = await as('signer').put(url, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again.body).error).toBe('This document has already been rejected');
    const sign = await as('superadmin').get(endpointUrl(sendDocumentOtp, { id: doc.reference }));
    expect(sign.statusCode).toBe(409);
    expect(errorOf(sign.body).error).toBe('This document was rejected and can no longer be signed');
    const activity = await t.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.subjectId, doc.reference));
    expect(activity.map((row) => row.action)).toContain('document.reject');
  });

  it('lets super_admin void from Ongoing, not another signer or an outsider, and never twice', async () => {
    const outsider = await createFixtureDocument(t.context, {
      uploader: 'signer',
      signers: ['finance'],
    });
    const outsiderUrl = endpointUrl(revokeDocument, { id: outsider.reference });
    expect((await as('viewer').put(outsiderUrl, { reason: 'No' })).statusCode).toBe(404); // not even visible
    const doc = await createFixtureDocument(t.context, {
      uploader: 'signer',
      signers: ['finance', 'viewer'],
    });
    const url = endpointUrl(revokeDocument, { id: doc.reference });
    expect((await detail('superadmin', doc.reference)).can_void).toBe(true);
    // viewer signs it but may not open its Need to Sign list, let alone void it.
    expect(
      (await as('viewer').get(endpointUrl(getDocument, { id: doc.reference }))).statusCode,
    ).toBe(403);
    expect((await as('viewer').put(url, { reason: 'Not mine' })).statusCode).toBe(403);
    expect((await as('superadmin').put(url, { reason: 'Duplicate upload' })).statusCode).toBe(200);
    const seen = await detail('signer', doc.reference);
    expect(seen).toMatchObject({
      status_document: 'voided',
      void_reason: 'Duplicate upload',
      can_void: false,
    });
    expect(await referencesIn('signer', 'rejected')).toContain(doc.reference);
    const again = await as('signer').put(url, { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again.body).error).toBe('This document has already been voided');
  });

  it('refuses the viewer role signing at all (403), even where the viewer is a signer', async () => {
    const doc = await createFixtureDocument(t.context, {
      uploader: 'superadmin',
      signers: ['viewer'],
    });
    expect(
      (await as('viewer').get(endpointUrl(getDocument, { id: doc.reference }))).statusCode,
    ).toBe(403);
    expect(
      (await as('viewer').get(endpointUrl(sendDocumentOtp, { id: doc.reference }))).statusCode,
    ).toBe(403);
    expect(
      (await as('viewer').put(endpointUrl(rejectDocument, { id: doc.reference }), { reason: 'x' }))
        .statusCode,
    ).toBe(403);
  });
});

describe('downloads', () => {
  it('sends the current PDF with a content-disposition file name', async () => {
    const doc = await createFixtureDocument(t.context, {
      uploader: 'superadmin',
      signers: ['signer'],
      name: 'Sewa Kantor: Tahap 1',
    });
    const response = await as('signer').get(
      endpointUrl(downloadDocumentPdf, { id: doc.reference }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      `filename="${doc.reference} - Sewa Kantor- Tahap 1.pdf"`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      (await as('viewer').get(endpointUrl(downloadDocumentPdf, { id: doc.reference }))).statusCode,
    ).toBe(404);
  });

  it('sends an image of the first page to those who may open the PDF, revalidated by its version', async () => {
    const doc = await createFixtureDocument(t.context, {
      uploader: 'superadmin',
      signers: ['signer'],
    });
    const url = endpointUrl(downloadDocumentPreview, { id: doc.reference });
    const response = await as('signer').get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const etag = String(response.headers['etag']);
    expect(etag).toMatch(/^"preview-\d+"$/);

    const again = await as('signer').get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.byteLength).toBe(0);
    expect((await as('signer').get(url, { 'if-none-match': '"preview-0"' })).statusCode).toBe(200);

    const refused = await as('viewer').get(url);
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['content-type']).toContain('application/json');
    const missing = await as('signer').get(
      endpointUrl(downloadDocumentPreview, { id: 'NO-SUCH-0001' }),
    );
    expect(missing.statusCode).toBe(404);
  });

  it('zips a selection behind a short-lived link, and refuses documents the user cannot see', async () => {
    const a = await createFixtureDocument(t.context, {
      uploader: 'superadmin',
      signers: ['signer'],
      name: 'Same name',
    });
    const b = await createFixtureDocument(t.context, {
      uploader: 'superadmin',
      signers: ['signer'],
      name: 'Same name',
    });
    const hidden = await createFixtureDocument(t.context, {
      uploader: 'superadmin',
      signers: ['finance'],
    });
    const refused = await as('signer').post(endpointUrl(createDocumentZip), {
      reference_numbers: [a.reference, hidden.reference],
    });
    expect(refused.statusCode).toBe(404);
    expect(errorOf(refused.body).error).toContain(hidden.reference);

    const created = await as('signer').post(endpointUrl(createDocumentZip), {
      reference_numbers: [a.reference, b.reference],
    });
    expect(created.statusCode).toBe(200);
    const { url } = (created.json() as { data: { data: { url: string } } }).data.data;
    const zip = await t.app.inject({ method: 'GET', url });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const entries = Object.keys(unzipSync(new Uint8Array(zip.rawPayload)));
    expect(entries.sort()).toEqual(
      [`${a.reference} - Same name.pdf`, `${b.reference} - Same name.pdf`].sort(),
    );
    t.clock.advance(16 * 60);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('exports the filtered list as a spreadsheet, a formula-looking name as guarded text', async () => {
    const doc = await createFixtureDocument(t.context, {
      uploader: 'superadmin',
      signers: ['signer'],
      name: 'Export me =SUM(A1)',
    });
    const injected = await createFixtureDocument(t.context, {
      uploader: 'superadmin',
      signers: ['signer'],
      name: '=HYPERLINK("http://x/Export","y")',
    });
    const response = await as('signer').get(
      `${endpointUrl(downloadDocumentList)}?status=need_to_sign&search=Export`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /Documents - Need to Sign - \d{4}-\d{2}-\d{2}\.xlsx/,
    );
    const workbook = await loadWorkbook(response.rawPayload);
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe('Need to Sign');
    const rows: unknown[][] = [];
    sheet?.eachRow((row) => {
      rows.push([row.getCell(1).value, row.getCell(2).value, row.getCell(8).value]);
      row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula));
    });
    expect(rows[0]).toEqual(['Reference Number', 'Document Name', 'Status']);
    expect(rows.slice(1)).toEqual(
      expect.arrayContaining([
        [doc.reference, 'Export me =SUM(A1)', 'Need to Sign'],
        [injected.reference, '\'=HYPERLINK("http://x/Export","y")', 'Need to Sign'],
      ]),
    );
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(new TextDecoder().decode(files['xl/worksheets/sheet1.xml'])).not.toContain('<f');
  });
});

describe('permission before state', () => {
  it('answers 403, not 409, when a user who may not void asks to void a completed document', async () => {
    const doc = await createFixtureDocument(t.context, {
      uploader: 'superadmin',
      signers: ['viewer'],
    });
    await t.database.db
      .update(documentSigners)
      .set({ status: 'signed', signedAt: t.clock.now() })
      .where(eq(documentSigners.documentId, doc.id));
    await t.database.db
      .update(documents)
      .set({ state: 'completed', completedAt: t.clock.now() })
      .where(eq(documents.id, doc.id));
    expect((await detail('viewer', doc.reference)).status_document).toBe('completed');
    const response = await as('viewer').put(endpointUrl(revokeDocument, { id: doc.reference }), {
      reason: 'Not mine to void',
    });
    expect(response.statusCode).toBe(403);
    // The uploader may void in principle: for them the state decides (409).
    const uploader = await as('superadmin').put(
      endpointUrl(revokeDocument, { id: doc.reference }),
      { reason: 'Too late' },
    );
    expect(uploader.statusCode).toBe(409);
  });
});

describe('per-list permission codes', () => {
  const closedToViewer: DocumentListStatus[] = ['need_to_sign', 'pending', 'rejected', 'blocked'];

  it('refuses (403) the lists and list exports whose code the user lacks, and serves the one they hold', async () => {
    for (const status of closedToViewer) {
      const listed = await as('viewer').get(`${endpointUrl(listDocuments)}?status=${status}`);
      expect({ list: status, status: listed.statusCode }).toEqual({ list: status, status: 403 });
      const exported = await as('viewer').get(
        `${endpointUrl(downloadDocumentList)}?status=${status}`,
      );
      expect({ export: status, status: exported.statusCode }).toEqual({
        export: status,
        status: 403,
      });
    }
    expect(
      (await as('viewer').get(`${endpointUrl(listDocuments)}?status=completed`)).statusCode,
    ).toBe(200);
    expect(
      (await as('viewer').get(`${endpointUrl(downloadDocumentList)}?status=completed`)).statusCode,
    ).toBe(200);
  });

  it('refuses (403) the detail, PDF and zip of a document that sits in a list the user may not open', async () => {
    // Sequential, viewer second: it sits in viewer's blocked list, which viewer may not open.
    const doc = await createFixtureDocument(t.context, {
      uploader: 'superadmin',
      signers: ['signer', 'viewer'],
      order: 'sequential',
    });
    expect(
      (await as('viewer').get(endpointUrl(getDocument, { id: doc.reference }))).statusCode,
    ).toBe(403);
    expect(
      (await as('viewer').get(endpointUrl(downloadDocumentPdf, { id: doc.reference }))).statusCode,
    ).toBe(403);
    expect(
      (
        await as('viewer').post(endpointUrl(createDocumentZip), {
          reference_numbers: [doc.reference],
        })
      ).statusCode,
    ).toBe(403);
    // signer holds documents.sign: the same document opens for them.
    expect((await detail('signer', doc.reference)).status_document).toBe('need_to_sign');
  });
});

describe('confidentiality', () => {
  it('keeps a confidential document hidden from super_admin after its category stops being confidential', async () => {
    const secret = await createFixtureDocument(t.context, {
      uploader: 'finance',
      signers: ['signer'],
      categoryName: 'Fixture Payroll',
      confidential: true,
    });
    const [category] = await t.database.db
      .select({ id: documentCategories.id })
      .from(documentCategories)
      .where(eq(documentCategories.categoryName, 'Fixture Payroll'));
    const flipped = await as('superadmin').put(
      endpointUrl(updateDocumentCategory, { id: category?.id ?? -1 }),
      { data: { category_name: 'Fixture Payroll', is_confidential: false } },
    );
    expect(flipped.statusCode).toBe(200);
    expect(
      (await as('superadmin').get(endpointUrl(getDocument, { id: secret.reference }))).statusCode,
    ).toBe(404);
    expect(
      (await as('superadmin').get(endpointUrl(downloadDocumentPdf, { id: secret.reference })))
        .statusCode,
    ).toBe(404);
    expect(await referencesIn('superadmin', 'pending')).not.toContain(secret.reference);
    // A document sent after the change follows the category's new flag.
    const later = await createFixtureDocument(t.context, {
      uploader: 'finance',
      signers: ['signer'],
      categoryName: 'Fixture Payroll',
    });
    expect(await referencesIn('superadmin', 'pending')).toContain(later.reference);
  });
});
