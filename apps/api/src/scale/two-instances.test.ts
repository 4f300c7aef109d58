import {
  DocumentListResponseSchema,
  downloadDocumentPdf,
  endpointRoute,
  endpointUrl,
  ErrorBodySchema,
  getDevOutbox,
  listDocuments,
  refreshToken,
  sendDocumentOtp,
  TokenResponseSchema,
  verifyDocumentOtp,
  type DevOutboxMessage,
} from '@esign/contract';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { createFixtureDocument } from '../testing/document-fixtures';
import { describeOnPostgres, onPostgres } from '../testing/postgres-only';
import { bearer, postLogin, signIn, type TestApp } from '../testing/test-app';
import { createTwoTestApps, type TwoTestApps } from '../testing/two-test-apps';

// Two server instances behind a load balancer: one PostgreSQL, one object store, and requests of
// one user landing on either. Whatever one instance kept in its own memory would show here.

let two: TwoTestApps;

beforeAll(async () => {
  if (onPostgres) two = await createTwoTestApps();
});
afterAll(async () => {
  await two?.close();
});

const refresh = (t: TestApp, token: string) =>
  t.app.inject({
    method: 'POST',
    url: endpointRoute(refreshToken),
    payload: { refresh_token: token },
  });

async function listTotal(t: TestApp, token: string, status: string): Promise<number> {
  const response = await t.app.inject({
    method: 'GET',
    url: `${endpointUrl(listDocuments)}?status=${status}`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return DocumentListResponseSchema.parse(response.json()).meta.pagination.total;
}

describeOnPostgres('two instances on one database', () => {
  it('refreshes on one instance a session signed in on the other, and catches a reuse on either', async () => {
    const first = await signIn(two.a, 'signer');
    const rotated = await refresh(two.b, first.refresh_token);
    expect(rotated.statusCode).toBe(200);
    const second = TokenResponseSchema.parse(rotated.json()).data;
    // The new access token is good on both instances.
    for (const t of [two.a, two.b]) {
      const listed = await t.app.inject({
        method: 'GET',
        url: `${endpointUrl(listDocuments)}?status=pending`,
        headers: bearer(second.token),
      });
      expect(listed.statusCode).toBe(200);
    }
    const reuse = await refresh(two.a, first.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(ErrorBodySchema.parse(reuse.json()).code).toBe('refresh_token_reused');
  });

  it('counts login failures on both instances towards one lockout', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) {
      const t = attempt % 2 === 0 ? two.b : two.a;
      expect((await postLogin(t, 'viewer', `wrong-${attempt}`)).statusCode).toBe(401);
    }
    for (const t of [two.a, two.b]) {
      const locked = await postLogin(t, 'viewer');
      expect(locked.statusCode).toBe(429);
      expect(ErrorBodySchema.parse(locked.json()).code).toBe('too_many_attempts');
    }
  });

  it('signs with a code sent by one instance and verified on the other, and the other lists it with the right totals', async () => {
    const doc = await createFixtureDocument(two.a.context, {
      uploader: 'superadmin',
      signers: ['signer'],
    });
    const signer = (await signIn(two.a, 'signer')).token;
    // Both instances have counted (and remembered) the totals before the signature.
    const needToSign = await listTotal(two.b, signer, 'need_to_sign');
    const completed = await listTotal(two.b, signer, 'completed');
    expect(await listTotal(two.a, signer, 'need_to_sign')).toBe(needToSign);

    const sent = await two.a.app.inject({
      method: 'GET',
      url: endpointUrl(sendDocumentOtp, { id: doc.reference }),
      headers: bearer(signer),
    });
    expect(sent.statusCode).toBe(200);
    const outbox = await two.b.app.inject({
      method: 'GET',
      url: endpointUrl(getDevOutbox),
      headers: bearer(signer),
    });
    const [message] = (outbox.json() as { data: DevOutboxMessage[] }).data;
    if (!message) throw new Error('The code sent through the first instance is not in the outbox');
    const verified = await two.b.app.inject({
      method: 'POST',
      url: endpointUrl(verifyDocumentOtp, { id: doc.reference }),
      headers: bearer(signer),
      payload: { otp: message.code },
    });
    expect(verified.statusCode).toBe(200);

    for (const t of [two.b, two.a]) {
      expect(await listTotal(t, signer, 'need_to_sign')).toBe(needToSign - 1);
      expect(await listTotal(t, signer, 'completed')).toBe(completed + 1);
    }
    // The signed PDF one instance wrote to the object store, the other serves.
    const pdf = await two.a.app.inject({
      method: 'GET',
      url: endpointUrl(downloadDocumentPdf, { id: doc.reference }),
      headers: bearer(signer),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.includes(Buffer.from('/ETSI.CAdES.detached'))).toBe(true);
    expect(two.reported).toEqual([]);
  });
});
