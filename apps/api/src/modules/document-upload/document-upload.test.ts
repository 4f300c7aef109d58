import {
  checkDocumentUpload,
  deleteUploadedDocument,
  downloadUploadedDocumentPdf,
  endpointUrl,
  ErrorBodySchema,
  getDevOutbox,
  getDocumentUpload,
  listDocuments,
  markUploadedDocumentViewed,
  MAX_DRAFTS,
  meteraiCategoryDropdown,
  recipientDropdown,
  renameUploadedDocument,
  sendUploadedDocument,
  updateUploadedDocuments,
  UPLOAD_PDF_MAX_BYTES,
  UPLOAD_PDF_MAX_PAGES,
  uploadDocuments,
  type DevOutboxMessage,
  type DocumentListResponse,
  type DocumentUploadResponse,
  type SendUploadedDocumentResponse,
  type UploadDocumentsResponse,
  type UploadedDocument,
  type UploadedDocumentResponse,
} from '@esign/contract';
import { PDF } from '@libpdf/core';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { uploadDraftPlacements, uploadDrafts } from '../../db/schema/document-upload';
import { documentCategories, documents, documentSigners } from '../../db/schema/documents';
import { costCenters, emateraiLedger } from '../../db/schema/ematerai';
import { activityLogs } from '../../db/schema/logs';
import { storedFiles } from '../../db/schema/stored-files';
import { makeSamplePdf } from '../../pdf/fixtures/make-sample-pdf';
import { multipartPayload, pngClaiming, type TestFile } from '../../testing/multipart';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { userRequests } from '../../testing/user-requests';
import { costCenterOfUser, releaseBoxStamp } from '../ematerai/document-stamps';
import { userIdOf } from '../../testing/user-fixtures';
import { manyPagePdf, placeBox } from './document-upload-test-tools';

let t: TestApp;
let pdf: Uint8Array;
let signerId: number;
let adminId: number;
let financeId: number;

beforeAll(async () => {
  t = await createTestApp();
  pdf = await makeSamplePdf({ pages: 2 });
  signerId = await userIdOf(t, 'signer');
  adminId = await userIdOf(t, 'superadmin');
  financeId = await userIdOf(t, 'finance');
});
afterAll(async () => {
  await t?.close();
});

const as = userRequests(() => t);
const errorOf = (body: string) => ErrorBodySchema.parse(JSON.parse(body));

function upload(username: string, files: TestFile[]) {
  return as(username).post(endpointUrl(uploadDocuments), multipartPayload({ files: { files } }));
}

/** Uploads one sample PDF as `username` and returns its draft. */
async function uploadOne(
  username = 'signer',
  fileName = 'contract.pdf',
): Promise<UploadedDocument> {
  const response = await upload(username, [{ bytes: pdf, fileName }]);
  expect(response.statusCode).toBe(201);
  const [document] = (response.json() as UploadDocumentsResponse).data.documents;
  if (!document) throw new Error('Nothing uploaded');
  return document;
}

async function drafts(username: string): Promise<UploadedDocument[]> {
  const response = await as(username).get(endpointUrl(getDocumentUpload));
  expect(response.statusCode).toBe(200);
  return (response.json() as DocumentUploadResponse).data.documents;
}

async function update(username: string, datas: Record<string, unknown>[]) {
  return as(username).put(endpointUrl(updateUploadedDocuments), { datas });
}

let category: number | undefined;
/** A document category made once for these tests. */
async function categoryId(): Promise<number> {
  if (category !== undefined) return category;
  const [row] = await t.database.db
    .insert(documentCategories)
    .values({ categoryName: 'Upload test category' })
    .returning({ id: documentCategories.id });
  if (!row) throw new Error('No category');
  category = row.id;
  return category;
}

const send = (username: string, reference: string, body: Record<string, unknown> = {}) =>
  as(username).post(endpointUrl(sendUploadedDocument, { id: reference }), body);

const view = (username: string, reference: string) =>
  as(username).put(endpointUrl(markUploadedDocumentViewed, { id: reference }), {});

async function balanceOf(userId: number): Promise<number> {
  const costCenterId = await costCenterOfUser(t.database.db, userId);
  if (costCenterId === null) throw new Error('No cost center');
  const [row] = await t.database.db
    .select({ balance: costCenters.balance })
    .from(costCenters)
    .where(eq(costCenters.id, costCenterId));
  return row?.balance ?? 0;
}

async function latestCode(username: string): Promise<string> {
  const response = await as(username).get(endpointUrl(getDevOutbox));
  const [message] = (response.json() as { data: DevOutboxMessage[] }).data;
  if (!message) throw new Error('The outbox is empty');
  return message.code;
}

async function listReferences(username: string, status: string): Promise<string[]> {
  const response = await as(username).get(
    `${endpointUrl(listDocuments)}?status=${status}&per_page=100`,
  );
  expect(response.statusCode).toBe(200);
  return (response.json() as DocumentListResponse).data.data.map((row) => row.reference_number);
}

async function encryptedPdf(): Promise<Uint8Array> {
  const plain = await PDF.load(pdf);
  plain.setProtection({ userPassword: 'secret', ownerPassword: 'owner' });
  return plain.save();
}

/** A draft of the signer ready to send to superadmin (only others sign), with a category. */
async function readyDraft(): Promise<UploadedDocument> {
  const draft = await uploadOne();
  const response = await update('signer', [
    {
      reference_number: draft.reference_number,
      signing_type: 'only_others',
      category_id: await categoryId(),
      recipients: [adminId],
    },
  ]);
  expect(response.statusCode).toBe(200);
  await placeBox(t, draft.reference_number, { type: 'signature', signerUserId: adminId });
  expect((await view('signer', draft.reference_number)).statusCode).toBe(200);
  return draft;
}

describe('uploading PDFs', () => {
  it('stores each PDF as a draft with a reference number, its name and its pages as displayed', async () => {
    const rotated = await makeSamplePdf({ pages: 1, rotation: 90 });
    const response = await upload('signer', [
      { bytes: pdf, fileName: 'Service Agreement 2026.pdf' },
      { bytes: rotated, fileName: 'landscape.PDF' },
    ]);
    expect(response.statusCode).toBe(201);
    const { documents: uploaded, refused } = (response.json() as UploadDocumentsResponse).data;
    expect(refused).toEqual([]);
    expect(uploaded.map((doc) => [doc.name, doc.file_name, doc.page_count])).toEqual([
      ['Service Agreement 2026', 'Service Agreement 2026.pdf', 2],
      ['landscape', 'landscape.PDF', 1],
    ]);
    expect(uploaded[1]?.pages).toEqual([{ width: 842, height: 595 }]);
    expect(uploaded[0]?.pages).toEqual([
      { width: 595, height: 842 },
      { width: 595, height: 842 },
    ]);
    for (const doc of uploaded) {
      expect(doc.reference_number).toMatch(/^DOC-\d{8}-[2-9A-HJKMNP-Z]{8}$/);
      expect(doc).toMatchObject({
        signing_type: null,
        category_id: null,
        signing_order: 'sequential',
        seal: false,
        is_viewed: false,
        recipients: [],
        placements: [],
        seals: [],
        ematerai_count: 0,
      });
    }
    const logged = await t.database.db
      .select({ activity: activityLogs.activity })
      .from(activityLogs)
      .where(eq(activityLogs.subjectId, uploaded[0]?.reference_number ?? ''));
    expect(logged).toHaveLength(1);
  });

  it('keeps the good files of a mixed request and lists each bad one with its reason', async () => {
    const response = await upload('signer', [
      { bytes: pdf, fileName: 'good.pdf' },
      { bytes: pngClaiming(10, 10), fileName: 'picture.pdf' },
      { bytes: await encryptedPdf(), fileName: 'locked.pdf' },
      { bytes: pdf.subarray(0, Math.floor(pdf.byteLength / 2)), fileName: 'cut.pdf' },
      { bytes: new Uint8Array(0), fileName: 'empty.pdf' },
      { bytes: pdf, fileName: 'bad\u0007 name: a*b?.pdf' },
    ]);
    expect(response.statusCode).toBe(201);
    const { documents: uploaded, refused } = (response.json() as UploadDocumentsResponse).data;
    expect(uploaded.map((doc) => doc.name)).toEqual(['good', 'bad- name- a-b-']);
    expect(refused.map((file) => [file.file_name, file.code])).toEqual([
      ['picture.pdf', 'file_kind'],
      ['locked.pdf', 'pdf_encrypted'],
      ['cut.pdf', 'pdf_invalid'],
      ['empty.pdf', 'file_kind'],
    ]);
    for (const file of refused) expect(file.message.length).toBeGreaterThan(5);
    const stored = await t.database.db
      .select({ reference: uploadDrafts.referenceNumber })
      .from(uploadDrafts)
      .where(eq(uploadDrafts.fileName, 'picture.pdf'));
    expect(stored).toEqual([]);
  });

  it('answers 400 listing every reason when no file is accepted, and stores nothing', async () => {
    const before = await t.database.db.select({ id: storedFiles.id }).from(storedFiles);
    const response = await upload('signer', [
      { bytes: pngClaiming(10, 10), fileName: 'a.pdf' },
      { bytes: manyPagePdf(UPLOAD_PDF_MAX_PAGES + 1), fileName: 'huge.pdf' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response.body).messages).toEqual([
      {
        param: 'files',
        messages: [
          'a.pdf: Must be a PDF file',
          `huge.pdf: The PDF has ${UPLOAD_PDF_MAX_PAGES + 1} pages; at most ${UPLOAD_PDF_MAX_PAGES} are accepted`,
        ],
      },
    ]);
    const after = await t.database.db.select({ id: storedFiles.id }).from(storedFiles);
    expect(after).toHaveLength(before.length);
  });

  it('refuses the whole request with 413 when a file is over the size cap', async () => {
    const big = new Uint8Array(UPLOAD_PDF_MAX_BYTES + 1);
    big.set(pdf);
    const response = await upload('signer', [{ bytes: big, fileName: 'big.pdf' }]);
    expect(response.statusCode).toBe(413);
  });

  it('names a draft after its file within the file-name rule, with path separators and control characters gone', async () => {
    const response = await upload('signer', [
      { bytes: pdf, fileName: 'C:\\scans\\..\\Offer\u0001 #7 (final).pdf' },
    ]);
    expect(response.statusCode).toBe(201);
    const names = (response.json() as UploadDocumentsResponse).data.documents.map(
      (doc) => doc.name,
    );
    for (const name of names) expect(name).toMatch(/^[A-Za-z0-9_. -]{1,100}$/);
    expect(names).toEqual(['Offer- _7 _final_']);
  });

  it(`refuses files beyond ${MAX_DRAFTS} drafts of one user with a clear message`, async () => {
    const held = (await drafts('superadmin')).length;
    const files = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ bytes: pdf, fileName: `f${i}.pdf` }));
    expect((await upload('superadmin', files(10))).statusCode).toBe(201);
    expect((await upload('superadmin', files(MAX_DRAFTS - 10 - held))).statusCode).toBe(201);
    const response = await upload('superadmin', files(1));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response.body).messages).toEqual([
      {
        param: 'files',
        messages: [
          `f0.pdf: You already have ${MAX_DRAFTS} documents waiting to be sent. Send or delete some first`,
        ],
      },
    ]);
    await t.database.db.delete(uploadDrafts).where(eq(uploadDrafts.uploaderId, adminId));
  });
});

describe('the batch', () => {
  it('says whether a batch is open and lists the drafts oldest first with the company seal', async () => {
    expect((await as('viewer').get(endpointUrl(checkDocumentUpload))).statusCode).toBe(403);
    const before = await as('superadmin').get(endpointUrl(checkDocumentUpload));
    expect(before.json()).toEqual({ data: { is_document_present: false } });
    const first = await uploadOne('superadmin', 'first.pdf');
    t.clock.advance(1000);
    const second = await uploadOne('superadmin', 'second.pdf');
    const after = await as('superadmin').get(endpointUrl(checkDocumentUpload));
    expect(after.json()).toEqual({ data: { is_document_present: true } });
    const response = await as('superadmin').get(endpointUrl(getDocumentUpload));
    const body = (response.json() as DocumentUploadResponse).data;
    expect(body.seal).toMatchObject({ width: 100, height: 100 });
    expect(body.seal?.image.url).toMatch(/^data:image\/png;base64,/);
    expect(body.documents.map((doc) => doc.reference_number)).toEqual([
      first.reference_number,
      second.reference_number,
    ]);
    // Another user's drafts are not in the list.
    expect((await drafts('signer')).map((doc) => doc.reference_number)).not.toContain(
      first.reference_number,
    );
  });

  it('renames a draft within the file-name rule; another user’s draft is a 404', async () => {
    const draft = await uploadOne();
    const url = endpointUrl(renameUploadedDocument, { id: draft.reference_number });
    const renamed = await as('signer').put(url, { name: 'Lease 2026_v2' });
    expect(renamed.statusCode).toBe(200);
    expect((renamed.json() as UploadedDocumentResponse).data.document.name).toBe('Lease 2026_v2');
    expect((await as('signer').put(url, { name: 'a/b' })).statusCode).toBe(400);
    expect((await as('superadmin').put(url, { name: 'Mine now' })).statusCode).toBe(404);
  });

  it('sets fields partially and shapes recipients to the signing type', async () => {
    const draft = await uploadOne();
    const ref = draft.reference_number;
    const category = await categoryId();
    const first = await update('signer', [
      { reference_number: ref, signing_type: 'me_and_others', recipients: [adminId, financeId] },
    ]);
    expect(first.statusCode).toBe(200);
    const [afterFirst] = (first.json() as { data: { documents: UploadedDocument[] } }).data
      .documents;
    expect(afterFirst?.recipients.map((r) => [r.user_id, r.order, r.is_uploader])).toEqual([
      [signerId, 1, true],
      [adminId, 2, false],
      [financeId, 3, false],
    ]);

    // A field left out keeps its value.
    const second = await update('signer', [
      { reference_number: ref, category_id: category, signing_order: 'parallel', seal: true },
    ]);
    const [afterSecond] = (second.json() as { data: { documents: UploadedDocument[] } }).data
      .documents;
    expect(afterSecond).toMatchObject({
      signing_type: 'me_and_others',
      category_id: category,
      signing_order: 'parallel',
      seal: true,
    });
    expect(afterSecond?.recipients).toHaveLength(3);

    // only_me makes the uploader the only recipient; the others' boxes go with them.
    await placeBox(t, ref, { type: 'signature', signerUserId: adminId });
    const third = await update('signer', [{ reference_number: ref, signing_type: 'only_me' }]);
    const [afterThird] = (third.json() as { data: { documents: UploadedDocument[] } }).data
      .documents;
    expect(afterThird?.recipients.map((r) => r.user_id)).toEqual([signerId]);
    expect(afterThird?.placements).toEqual([]);
  });

  it('refuses unknown or inactive recipients, duplicates and unknown categories naming each row', async () => {
    const draft = await uploadOne();
    const ref = draft.reference_number;
    const response = await update('signer', [
      { reference_number: ref, recipients: [adminId, 999_999] },
      { reference_number: ref, recipients: [adminId, adminId], category_id: 999_999 },
    ]);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response.body).messages).toEqual([
      { param: 'datas.0.recipients', messages: ['Unknown or inactive user: 999999'] },
      { param: 'datas.1.reference_number', messages: ['This document is listed twice'] },
      { param: 'datas.1.category_id', messages: ['Unknown document category'] },
      { param: 'datas.1.recipients', messages: ['A recipient is listed more than once'] },
    ]);
    const [unchanged] = (await drafts('signer')).filter((doc) => doc.reference_number === ref);
    expect(unchanged?.recipients).toEqual([]);
    const other = await update('superadmin', [{ reference_number: ref, seal: true }]);
    expect(other.statusCode).toBe(404);
  });

  it('marks a draft viewed and serves its PDF to the uploader only', async () => {
    const draft = await uploadOne();
    const ref = draft.reference_number;
    const viewed = await view('signer', ref);
    expect((viewed.json() as UploadedDocumentResponse).data.document.is_viewed).toBe(true);
    expect((await view('superadmin', ref)).statusCode).toBe(404);
    const url = endpointUrl(downloadUploadedDocumentPdf, { id: ref });
    const file = await as('signer').get(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(new Uint8Array(file.rawPayload)).toEqual(pdf);
    expect((await as('superadmin').get(url)).statusCode).toBe(404);
  });

  it('deletes a draft, gives its reserved stamps back and forgets its file', async () => {
    const draft = await uploadOne();
    const ref = draft.reference_number;
    const balance = await balanceOf(signerId);
    await placeBox(t, ref, { type: 'e_meterai' });
    await placeBox(t, ref, { type: 'e_meterai' });
    expect(await balanceOf(signerId)).toBe(balance - 2);
    const [row] = await t.database.db
      .select({ fileId: uploadDrafts.fileId })
      .from(uploadDrafts)
      .where(eq(uploadDrafts.referenceNumber, ref));
    const url = endpointUrl(deleteUploadedDocument, { id: ref });
    expect((await as('superadmin').delete(url)).statusCode).toBe(404);
    expect((await as('signer').delete(url)).statusCode).toBe(200);
    expect(await balanceOf(signerId)).toBe(balance);
    const files = await t.database.db
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(eq(storedFiles.id, row?.fileId ?? 0));
    expect(files).toEqual([]);
    expect((await as('signer').delete(url)).statusCode).toBe(404);
  });
});

describe('sending', () => {
  it('lists every problem of a draft at once', async () => {
    const draft = await uploadOne();
    const ref = draft.reference_number;
    await update('signer', [{ reference_number: ref, seal: true }]);
    const boxId = await placeBox(t, ref, { type: 'e_meterai' });
    // The stamp was given back behind the draft's back: its reservation is gone.
    const costCenterId = await costCenterOfUser(t.database.db, signerId);
    await t.database.db.transaction(async (tx) => {
      await releaseBoxStamp(tx, {
        costCenterId: costCenterId ?? 0,
        documentReference: ref,
        boxId,
        userId: signerId,
        at: t.clock.now(),
      });
    });
    const response = await send('signer', ref);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response.body).messages).toEqual([
      { param: 'signing_type', messages: ['Choose who signs the document'] },
      { param: 'category_id', messages: ['Choose a document category'] },
      { param: 'recipients', messages: ['Add at least one recipient'] },
      { param: 'is_viewed', messages: ['Open the document before sending it'] },
      { param: 'seal', messages: ['Place the company seal on the document'] },
      {
        param: 'e_meterai',
        messages: ['1 e-meterai stamp is not reserved any more: remove its box and place it again'],
      },
    ]);
  });

  it('names recipients without a signature box and recipients that do not fit the signing type', async () => {
    const draft = await uploadOne();
    const ref = draft.reference_number;
    await update('signer', [
      {
        reference_number: ref,
        signing_type: 'me_and_others',
        category_id: await categoryId(),
        recipients: [signerId],
      },
    ]);
    await view('signer', ref);
    const response = await send('signer', ref);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response.body).messages).toEqual([
      { param: 'recipients', messages: ['Add at least one recipient besides you'] },
      { param: 'placements', messages: ['Place a signature box for Siti Rahayu'] },
    ]);
  });

  it('sends a draft to its signers: the document waits in their list, its stamps are spent, the draft is gone', async () => {
    const draft = await readyDraft();
    const ref = draft.reference_number;
    await placeBox(t, ref, { type: 'e_meterai' });
    await placeBox(t, ref, { type: 'e_meterai' });
    await update('signer', [{ reference_number: ref, seal: true }]);
    await placeBox(t, ref, { type: 'seal' });
    const balance = await balanceOf(signerId);

    const response = await send('signer', ref);
    expect(response.statusCode).toBe(200);
    expect((response.json() as SendUploadedDocumentResponse).data).toEqual({
      status: 'sent',
      reference_number: ref,
      message: 'Document sent',
    });
    expect(await balanceOf(signerId)).toBe(balance);
    const usage = await t.database.db
      .select({ amount: emateraiLedger.amount })
      .from(emateraiLedger)
      .where(
        and(eq(emateraiLedger.kind, 'usage'), eq(emateraiLedger.reference, `document:${ref}`)),
      );
    expect(usage).toEqual([{ amount: -2 }]);
    const [document] = await t.database.db
      .select({ id: documents.id, sealImage: documents.sealImage, expiresAt: documents.expiresAt })
      .from(documents)
      .where(eq(documents.referenceNumber, ref));
    expect(document?.sealImage).toMatch(/^data:image\/png;base64,/);
    expect(document?.expiresAt?.getTime()).toBe(t.clock.now().getTime() + 30 * 86_400_000);
    expect(await listReferences('superadmin', 'need_to_sign')).toContain(ref);
    expect(await listReferences('signer', 'pending')).toContain(ref);
    expect((await drafts('signer')).map((doc) => doc.reference_number)).not.toContain(ref);
    const boxes = await t.database.db
      .select({ id: uploadDraftPlacements.id })
      .from(uploadDraftPlacements)
      .innerJoin(uploadDrafts, eq(uploadDrafts.id, uploadDraftPlacements.draftId))
      .where(eq(uploadDrafts.referenceNumber, ref));
    expect(boxes).toEqual([]);

    // Sending twice: the draft is gone.
    expect((await send('signer', ref)).statusCode).toBe(404);
  });

  it('answers 404 for a deleted draft and for another user’s draft', async () => {
    const draft = await readyDraft();
    const ref = draft.reference_number;
    expect((await send('superadmin', ref)).statusCode).toBe(404);
    expect(
      (await as('signer').delete(endpointUrl(deleteUploadedDocument, { id: ref }))).statusCode,
    ).toBe(200);
    expect((await send('signer', ref)).statusCode).toBe(404);
  });

  it('has the uploader sign at send behind a code, then passes the turn to the next signer', async () => {
    const draft = await uploadOne();
    const ref = draft.reference_number;
    await update('signer', [
      {
        reference_number: ref,
        signing_type: 'me_and_others',
        category_id: await categoryId(),
        recipients: [adminId],
      },
    ]);
    await placeBox(t, ref, { type: 'signature', signerUserId: signerId });
    await placeBox(t, ref, { type: 'signature', signerUserId: adminId });
    await view('signer', ref);

    const asked = await send('signer', ref);
    expect(asked.statusCode).toBe(200);
    const question = (asked.json() as SendUploadedDocumentResponse).data;
    expect(question.status).toBe('otp_required');
    const code = await latestCode('signer');

    // Asking again within 60 s is refused; a resend after it gives a new code.
    expect((await send('signer', ref)).statusCode).toBe(429);
    t.clock.advance(61_000);
    expect((await send('signer', ref, { resend: true })).statusCode).toBe(200);
    const resent = await latestCode('signer');
    expect(resent).not.toBe(code);

    const wrong = await send('signer', ref, { otp: resent === '000000' ? '000001' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong.body)).toMatchObject({
      code: 'otp_invalid',
      otp_detail: { message: 'The code is incorrect. 4 attempts left' },
    });
    expect((await drafts('signer')).map((doc) => doc.reference_number)).toContain(ref);

    const sent = await send('signer', ref, { otp: resent });
    expect(sent.statusCode).toBe(200);
    expect((sent.json() as SendUploadedDocumentResponse).data).toEqual({
      status: 'sent',
      reference_number: ref,
      message: 'Document signed and sent',
    });
    const signers = await t.database.db
      .select({ userId: documentSigners.userId, status: documentSigners.status })
      .from(documentSigners)
      .innerJoin(documents, eq(documents.id, documentSigners.documentId))
      .where(eq(documents.referenceNumber, ref))
      .orderBy(documentSigners.signOrder);
    expect(signers).toEqual([
      { userId: signerId, status: 'signed' },
      { userId: adminId, status: 'waiting' },
    ]);
    expect(await listReferences('signer', 'pending')).toContain(ref);
    expect(await listReferences('superadmin', 'need_to_sign')).toContain(ref);
    expect((await send('signer', ref, { otp: resent })).statusCode).toBe(404);
  });

  it('completes an only-me document at send', async () => {
    const draft = await uploadOne();
    const ref = draft.reference_number;
    await update('signer', [
      { reference_number: ref, signing_type: 'only_me', category_id: await categoryId() },
    ]);
    await placeBox(t, ref, { type: 'signature', signerUserId: signerId });
    await view('signer', ref);
    t.clock.advance(61_000);
    expect((await send('signer', ref)).statusCode).toBe(200);
    const sent = await send('signer', ref, { otp: await latestCode('signer') });
    expect(sent.statusCode).toBe(200);
    const [document] = await t.database.db
      .select({ state: documents.state })
      .from(documents)
      .where(eq(documents.referenceNumber, ref));
    expect(document?.state).toBe('completed');
    expect(await listReferences('signer', 'completed')).toContain(ref);
  });
});

describe('dropdowns', () => {
  it('lists active users searched by name, PrivyID or e-mail, wildcards taken literally', async () => {
    const url = endpointUrl(recipientDropdown);
    const byName = await as('signer').get(`${url}?search=siti`);
    expect(byName.statusCode).toBe(200);
    const options = (byName.json() as { data: { data: { id: number; privy_id: string }[] } }).data
      .data;
    expect(options.map((option) => option.id)).toContain(signerId);
    const byPrivyId = await as('signer').get(`${url}?search=demo00`);
    expect(
      (byPrivyId.json() as { data: { data: unknown[] } }).data.data.length,
    ).toBeGreaterThanOrEqual(3);
    const wildcard = await as('signer').get(`${url}?search=%25`);
    expect((wildcard.json() as { data: { data: unknown[] } }).data.data).toEqual([]);
    const limited = await as('signer').get(`${url}?limit=1`);
    expect((limited.json() as { data: { data: unknown[] } }).data.data).toHaveLength(1);
  });

  it('lists the meterai categories by name', async () => {
    const response = await as('signer').get(endpointUrl(meteraiCategoryDropdown));
    expect(response.statusCode).toBe(200);
    const names = (response.json() as { data: { name: string }[] }).data.map((row) => row.name);
    expect(names).toContain('Surat Perjanjian');
    expect(names).toEqual([...names].sort());
  });
});
