import {
  createBulkSign,
  downloadDocumentPdf,
  endpointUrl,
  ErrorBodySchema,
  getDevOutbox,
  getBulkProgress,
  getDocument,
  listUnseenBulks,
  markBulkSeen,
  resendBulkOtp,
  resendDocumentOtp,
  revokeDocument,
  sendBulkOtp,
  sendDocumentOtp,
  verifyBulkOtp,
  verifyDocumentOtp,
  type BulkProgress,
  type BulkVerifyResponse,
  type DevOutboxMessage,
  type DocumentDetail,
  type OtpSentResponse,
} from '@esign/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { documentPlacements, documents } from '../../db/schema/documents';
import { otpChallenges } from '../../db/schema/signing';
import { HAS_POPPLER, pdfsig } from '../../pdf/pdf-test-tools';
import { createFixtureDocument } from '../../testing/document-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { userRequests } from '../../testing/user-requests';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const as = userRequests(() => t);

const errorOf = (body: string) => ErrorBodySchema.parse(JSON.parse(body));

/** The newest code the development outbox holds for this user. */
async function latestCode(username: string): Promise<string> {
  const response = await as(username).get(endpointUrl(getDevOutbox));
  expect(response.statusCode).toBe(200);
  const [message] = (response.json() as { data: DevOutboxMessage[] }).data;
  if (!message) throw new Error('The outbox is empty');
  return message.code;
}

async function sendCode(username: string, reference: string) {
  const response = await as(username).get(endpointUrl(sendDocumentOtp, { id: reference }));
  expect(response.statusCode).toBe(200);
  return (response.json() as OtpSentResponse).data.otp;
}

async function signWithCode(username: string, reference: string) {
  await sendCode(username, reference);
  return as(username).post(endpointUrl(verifyDocumentOtp, { id: reference }), {
    otp: await latestCode(username),
  });
}

async function detail(username: string, reference: string): Promise<DocumentDetail> {
  const response = await as(username).get(endpointUrl(getDocument, { id: reference }));
  return (response.json() as { data: { data: DocumentDetail } }).data.data;
}

async function currentPdf(username: string, reference: string): Promise<Uint8Array> {
  const response = await as(username).get(endpointUrl(downloadDocumentPdf, { id: reference }));
  expect(response.statusCode).toBe(200);
  return new Uint8Array(response.rawPayload);
}

/**
 * The bulk's progress once its run has ended: asks again, letting the signing threads work in
 * between, until the state is done (the outcome is asserted, never the time it took).
 */
async function progressWhenDone(bulkId: string): Promise<BulkProgress> {
  for (;;) {
    const response = await as('signer').get(endpointUrl(getBulkProgress, { id: bulkId }));
    expect(response.statusCode).toBe(200);
    const progress = (response.json() as { data: BulkProgress }).data;
    if (progress.state === 'done') return progress;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

function wrongCode(code: string): string {
  return code === '000000' ? '000001' : '000000';
}

describe('single signing with a one-time code', () => {
  it('signs after the right code: stamps every placement and completes when the last signer signs', async () => {
    const doc = await createFixtureDocument(t.context, {
      uploader: 'superadmin',
      signers: ['signer', 'finance'],
      extras: ['e_meterai', 'seal'],
    });
    const otp = await sendCode('signer', doc.reference);
    expect(otp.attempts_left).toBe(5);
    expect((await detail('signer', doc.reference)).otp_status).toBe('sent');
    const verified = await as('signer').post(
      endpointUrl(verifyDocumentOtp, { id: doc.reference }),
      { otp: await latestCode('signer') },
    );
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      data: { reference_numbers: [doc.reference], otp_detail: { id: otp.id } },
    });
    const afterFirst = await detail('signer', doc.reference);
    expect(afterFirst).toMatchObject({ status_document: 'pending', can_sign: false });
    const stamped = await t.database.db
      .select()
      .from(documentPlacements)
      .where(eq(documentPlacements.documentId, doc.id));
    expect(stamped.filter((placement) => placement.stampedAt !== null)).toHaveLength(3);

    // finance has no signing permission in the demo; give the second signature through superadmin instead.
    const second = await createFixtureDocument(t.context, {
      uploader: 'finance',
      signers: ['signer', 'superadmin'],
    });
    expect((await signWithCode('signer', second.reference)).statusCode).toBe(200);
    expect((await signWithCode('superadmin', second.reference)).statusCode).toBe(200);
    const done = await detail('signer', second.reference);
    expect(done.status_document).toBe('completed');
    expect(done.completed_at).not.toBeNull();
  });

  (HAS_POPPLER ? it : it.skip)(
    'keeps every signature valid as signers follow one another (pdfsig), and a flipped byte breaks them',
    async () => {
      const doc = await createFixtureDocument(t.context, {
        uploader: 'finance',
        signers: ['signer', 'superadmin'],
        order: 'sequential',
      });
      expect((await signWithCode('signer', doc.reference)).statusCode).toBe(200);
      const afterOne = pdfsig(await currentPdf('signer', doc.reference));
      expect(afterOne.signatures).toHaveLength(1);
      expect((await signWithCode('superadmin', doc.reference)).statusCode).toBe(200);
      const bytes = await currentPdf('signer', doc.reference);
      const report = pdfsig(bytes);
      // Two signers and the platform's seal over the certificate of completion.
      expect(report.signatures).toHaveLength(3);
      expect(
        report.signatures.every((signature) => signature.validation === 'Signature is Valid.'),
      ).toBe(true);
      expect(report.output).toContain('ETSI.CAdES.detached');
      const flipped = new Uint8Array(bytes);
      const at = Math.floor(flipped.length / 3);
      flipped[at] = (flipped[at] ?? 0) ^ 0x01;
      expect(
        pdfsig(flipped).signatures.some(
          (signature) => signature.validation !== 'Signature is Valid.',
        ),
      ).toBe(true);
    },
  );

  it('has the signed version’s first page drawn ahead, for the signer who opens it next', async () => {
    const doc = await createFixtureDocument(t.context, {
      uploader: 'superadmin',
      signers: ['signer'],
    });
    const drawAhead = jest.spyOn(t.context.previews, 'drawAhead');
    try {
      expect((await signWithCode('signer', doc.reference)).statusCode).toBe(200);
      const [row] = await t.database.db
        .select({ currentFileId: documents.currentFileId })
        .from(documents)
        .where(eq(documents.id, doc.id));
      expect(drawAhead).toHaveBeenCalledTimes(1);
      const [fileId, bytes] = drawAhead.mock.calls[0] ?? [];
      expect(fileId).toBe(row?.currentFileId);
      expect(await bytes?.()).toEqual(await currentPdf('signer', doc.reference));
    } finally {
      drawAhead.mockRestore();
    }
  });

  it('refuses a resend within 60 s, then replaces the code: the old one stops working', async () => {
    const doc = await createFixtureDocument(t.context, {
      uploader: 'superadmin',
      signers: ['signer'],
    });
    await sendCode('signer', doc.reference);
    const first = await latestCode('signer');
    const tooSoon = await as('signer').get(endpointUrl(resendDocumentOtp, { id: doc.reference }));
    expect(tooSoon.statusCode).toBe(429);
    expect(errorOf(tooSoon.body).error).toMatch(/^Please wait 60 seconds/);
    t.clock.advance(61);
    expect(
      (await as('signer').get(endpointUrl(resendDocumentOtp, { id: doc.reference }))).statusCode,
    ).toBe(200);
    const second = await latestCode('signer');
    if (first !== second) {
      const old = await as('signer').post(endpointUrl(verifyDocumentOtp, { id: doc.reference }), {
        otp: first,
      });
      expect(old.statusCode).toBe(400);
    }
    expect(
      (
        await as('signer').post(endpointUrl(verifyDocumentOtp, { id: doc.reference }), {
          otp: second,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('locks the challenge after five wrong codes, with the otp_detail message each time; a resend opens a new one', async () => {
    const doc = await createFixtureDocument(t.context, {
      uploader: 'superadmin',
      signers: ['signer'],
    });
    await sendCode('signer', doc.reference);
    const right = await latestCode('signer');
    const url = endpointUrl(verifyDocumentOtp, { id: doc.reference });
    for (let attempt = 1; attempt <= 4; attempt++) {
      const response = await as('signer').post(url, { otp: wrongCode(right) });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response.body).otp_detail?.message).toBe(
        `The code is incorrect. ${5 - attempt} attempt${5 - attempt === 1 ? '' : 's'} left`,
      );
    }
    const fifth = await as('signer').post(url, { otp: wrongCode(right) });
    expect(fifth.statusCode).toBe(423);
    expect(errorOf(fifth.body).otp_detail?.message).toMatch(/locked/);
    const rightAfterLock = await as('signer').post(url, { otp: right });
    expect(rightAfterLock.statusCode).toBe(423);
    expect((await detail('signer', doc.reference)).status_document).toBe('need_to_sign');
    // The locked challenge stays locked; a resend (after the cooldown) opens a new one.
    t.clock.advance(61);
    const fresh = await as('signer').get(endpointUrl(resendDocumentOtp, { id: doc.reference }));
    expect(fresh.statusCode).toBe(200);
    const next = (fresh.json() as OtpSentResponse).data.otp;
    expect(next.attempts_left).toBe(5);
    const challenges = await t.database.db
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.documentId, doc.id));
    expect(challenges.filter((challenge) => challenge.lockedAt !== null)).toHaveLength(1);
    expect(challenges.find((challenge) => challenge.lockedAt !== null)?.id).not.toBe(next.id);
    const signed = await as('signer').post(url, { otp: await latestCode('signer') });
    expect(signed.statusCode).toBe(200);
  });

  it('refuses an expired code, and treats the same right code again as a retry that signs nothing twice', async () => {
    // `signer` alone: the first verify completes it, and the retry must still answer success.
    const doc = await createFixtureDocument(t.context, {
      uploader: 'superadmin',
      signers: ['signer'],
    });
    await sendCode('signer', doc.reference);
    t.clock.advance(5 * 60 + 1);
    const expired = await as('signer').post(endpointUrl(verifyDocumentOtp, { id: doc.reference }), {
      otp: await latestCode('signer'),
    });
    expect(expired.statusCode).toBe(410);

    t.clock.advance(61);
    await sendCode('signer', doc.reference);
    const code = await latestCode('signer');
    const url = endpointUrl(verifyDocumentOtp, { id: doc.reference });
    expect((await as('signer').post(url, { otp: code })).statusCode).toBe(200);
    expect((await as('signer').post(url, { otp: code })).statusCode).toBe(200);
    expect((await detail('signer', doc.reference)).status_document).toBe('completed');
    if (HAS_POPPLER)
      expect(pdfsig(await currentPdf('signer', doc.reference)).signatures).toHaveLength(2);
    const wrongAfterUse = await as('signer').post(url, { otp: wrongCode(code) });
    expect(wrongAfterUse.statusCode).toBe(409);
  });

  it('answers 409 for signing out of turn and 404 for a document the user cannot see', async () => {
    const doc = await createFixtureDocument(t.context, {
      uploader: 'superadmin',
      signers: ['superadmin', 'signer'],
      order: 'sequential',
    });
    const blocked = await as('signer').get(endpointUrl(sendDocumentOtp, { id: doc.reference }));
    expect(blocked.statusCode).toBe(409);
    expect(errorOf(blocked.body).error).toBe('It is not your turn to sign this document yet');
    const hidden = await createFixtureDocument(t.context, {
      uploader: 'finance',
      signers: ['superadmin'],
    });
    expect(
      (await as('signer').get(endpointUrl(sendDocumentOtp, { id: hidden.reference }))).statusCode,
    ).toBe(404);
  });

  it('signs both signatures when two parallel signers verify at the same moment', async () => {
    const doc = await createFixtureDocument(t.context, {
      uploader: 'finance',
      signers: ['signer', 'superadmin'],
    });
    await sendCode('signer', doc.reference);
    await sendCode('superadmin', doc.reference);
    const [a, b] = await Promise.all([
      as('signer').post(endpointUrl(verifyDocumentOtp, { id: doc.reference }), {
        otp: await latestCode('signer'),
      }),
      as('superadmin').post(endpointUrl(verifyDocumentOtp, { id: doc.reference }), {
        otp: await latestCode('superadmin'),
      }),
    ]);
    expect([a?.statusCode, b?.statusCode]).toEqual([200, 200]);
    expect((await detail('signer', doc.reference)).status_document).toBe('completed');
    if (HAS_POPPLER) {
      const report = pdfsig(await currentPdf('signer', doc.reference));
      expect(report.signatures).toHaveLength(3);
      expect(
        report.signatures.every((signature) => signature.validation === 'Signature is Valid.'),
      ).toBe(true);
    }
  });
});

describe('bulk signing', () => {
  it('rejects the whole bulk and lists every reference that cannot be signed now', async () => {
    const fine = await createFixtureDocument(t.context, {
      uploader: 'superadmin',
      signers: ['signer'],
    });
    const notYet = await createFixtureDocument(t.context, {
      uploader: 'superadmin',
      signers: ['superadmin', 'signer'],
      order: 'sequential',
    });
    const response = await as('signer').post(endpointUrl(createBulkSign), {
      reference_numbers: [fine.reference, notYet.reference, 'NOPE-1'],
    });
    expect(response.statusCode).toBe(409);
    const body = errorOf(response.body);
    expect(body.error).toBe('2 documents cannot be signed now');
    expect(body.errors).toEqual([
      `${notYet.reference}: It is not your turn to sign this document yet`,
      'NOPE-1: Document not found',
    ]);
  });

  it('signs every document of the bulk with one code, each exactly once even when the verify is retried', async () => {
    // The first has `signer` alone, so this bulk completes it; the others wait for finance.
    const docs = await Promise.all(
      [['signer'], ['signer', 'finance'], ['signer', 'finance']].map((signers) =>
        createFixtureDocument(t.context, { uploader: 'superadmin', signers }),
      ),
    );
    const references = docs.map((doc) => doc.reference);
    const created = await as('signer').post(endpointUrl(createBulkSign), {
      reference_numbers: references,
    });
    expect(created.statusCode).toBe(201);
    const sent = await as('signer').post(endpointUrl(sendBulkOtp), {
      reference_numbers: [...references].reverse(),
    });
    expect(sent.statusCode).toBe(200);
    const otp = (sent.json() as OtpSentResponse).data.otp;
    expect((await as('signer').post(endpointUrl(resendBulkOtp, { id: otp.id }))).statusCode).toBe(
      429,
    );
    const code = await latestCode('signer');
    const url = endpointUrl(verifyBulkOtp, { id: otp.id });
    const verified = await as('signer').post(url, { otp: code });
    // Answered at once: the documents are signed in the background.
    expect(verified.statusCode).toBe(202);
    const started = (verified.json() as BulkVerifyResponse).data;
    expect(started.otp_detail).toEqual({ id: otp.id, message: 'Verified' });
    expect(started.bulk).toMatchObject({ total: 3, failed: 0, errors: [], seen: false });
    expect(['running', 'done']).toContain(started.bulk.state);
    const done = await progressWhenDone(started.bulk.id);
    expect(done).toMatchObject({ total: 3, signed: 3, failed: 0, message: '3 documents signed' });

    const retried = await as('signer').post(url, { otp: code });
    expect(retried.statusCode).toBe(202);
    expect((retried.json() as BulkVerifyResponse).data.bulk).toMatchObject({
      state: 'done',
      signed: 3,
      message: '3 documents signed',
    });
    // Listed until the user puts it away.
    const listed = async () =>
      (
        (await as('signer').get(endpointUrl(listUnseenBulks))).json() as { data: BulkProgress[] }
      ).data.map((bulk) => bulk.id);
    expect(await listed()).toContain(done.id);
    const seen = await as('signer').put(endpointUrl(markBulkSeen, { id: done.id }), {});
    expect(seen.statusCode).toBe(200);
    expect(await listed()).not.toContain(done.id);
    // Another user cannot read it.
    expect(
      (await as('superadmin').get(endpointUrl(getBulkProgress, { id: done.id }))).statusCode,
    ).toBe(404);
    for (const [index, doc] of docs.entries()) {
      const completed = index === 0;
      expect((await detail('signer', doc.reference)).status_document).toBe(
        completed ? 'completed' : 'pending',
      );
      // One signature each; the completed one also carries the seal over its certificate.
      if (HAS_POPPLER)
        expect(pdfsig(await currentPdf('signer', doc.reference)).signatures).toHaveLength(
          completed ? 2 : 1,
        );
    }
    const [challenge] = await t.database.db
      .select()
      .from(otpChallenges)
      .where(and(eq(otpChallenges.id, otp.id)));
    expect(challenge?.verifiedAt).not.toBeNull();
  });

  it('reports a document voided after the bulk was made as not signed, with its reason, and signs the rest', async () => {
    const twoSigners = () =>
      createFixtureDocument(t.context, { uploader: 'superadmin', signers: ['signer', 'finance'] });
    const kept = await twoSigners();
    const voided = await twoSigners();
    const references = [kept.reference, voided.reference];
    await as('signer').post(endpointUrl(createBulkSign), { reference_numbers: references });
    const sent = await as('signer').post(endpointUrl(sendBulkOtp), {
      reference_numbers: references,
    });
    const otp = (sent.json() as OtpSentResponse).data.otp;
    const revoked = await as('superadmin').put(
      endpointUrl(revokeDocument, { id: voided.reference }),
      {
        reason: 'Wrong counterparty',
      },
    );
    expect(revoked.statusCode).toBe(200);
    const verified = await as('signer').post(endpointUrl(verifyBulkOtp, { id: otp.id }), {
      otp: await latestCode('signer'),
    });
    expect(verified.statusCode).toBe(202);
    const done = await progressWhenDone((verified.json() as BulkVerifyResponse).data.bulk.id);
    expect(done).toMatchObject({ total: 2, signed: 1, failed: 1 });
    expect(done.errors).toHaveLength(1);
    expect(done.errors[0]).toMatch(new RegExp(`^${voided.reference}: `));
    expect(done.message).toBe(`1 of 2 documents signed. Not signed: ${done.errors[0]}`);
  });

  it('needs a bulk created for the selection before a code is sent', async () => {
    const doc = await createFixtureDocument(t.context, {
      uploader: 'superadmin',
      signers: ['signer'],
    });
    const response = await as('signer').post(endpointUrl(sendBulkOtp), {
      reference_numbers: [doc.reference],
    });
    expect(response.statusCode).toBe(404);
  });
});
