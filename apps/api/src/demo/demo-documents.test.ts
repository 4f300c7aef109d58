import {
  DocumentListResponseSchema,
  DocumentUploadResponseSchema,
  endpointUrl,
  getDocumentUpload,
  listDocuments,
  type DocumentListStatus,
} from '@esign/contract';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bearer, createTestApp, signIn, type TestApp } from '../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: 'demo-documents' });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function references(username: string, status: DocumentListStatus): Promise<string[]> {
  const { token } = await signIn(t, username);
  const response = await t.app.inject({
    method: 'GET',
    url: `${endpointUrl(listDocuments)}?status=${status}&per_page=100`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return DocumentListResponseSchema.parse(response.json()).data.data.map(
    (doc) => doc.reference_number,
  );
}

describe('demo documents', () => {
  it('gives the signer an upload batch to continue', async () => {
    const { token } = await signIn(t, 'signer');
    const response = await t.app.inject({
      method: 'GET',
      url: endpointUrl(getDocumentUpload),
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const { documents } = DocumentUploadResponseSchema.parse(response.json()).data;
    expect(documents.map((doc) => [doc.name, doc.page_count])).toEqual([
      ['Vendor Service Agreement', 2],
    ]);
  });

  it('fills every list of the signer, including a blocked, an expired and a confidential document', async () => {
    const sign = await references('signer', 'need_to_sign');
    expect(sign).toEqual(
      expect.arrayContaining(['PKS-2026-0101', 'RPT-2025-0001', 'HR-2026-0007']),
    );
    expect(sign.length).toBeGreaterThanOrEqual(12);
    expect(await references('signer', 'blocked')).toEqual(
      expect.arrayContaining(['PO-2026-0301', 'PKS-2026-0099']),
    );
    expect(await references('signer', 'pending')).toEqual(
      expect.arrayContaining(['PKS-2026-0088', 'PKS-2026-0051']),
    );
    expect(await references('signer', 'completed')).toEqual(
      expect.arrayContaining(['PKS-2026-0011', 'PKS-2026-0012', 'PKS-2026-0013']),
    );
    expect(await references('signer', 'rejected')).toEqual(
      expect.arrayContaining(['PO-2026-0021', 'PKS-2026-0031']),
    );
  });

  it('keeps the confidential document from super_admin and shows the viewer its completed document', async () => {
    expect(await references('superadmin', 'pending')).not.toContain('HR-2026-0007');
    expect(await references('viewer', 'completed')).toEqual(['PKS-2026-0013']);
  });

  it('seeds only once', async () => {
    const second = await createTestApp({ database: t.database, seed: 'demo-documents' });
    await second.close();
    expect(
      (await references('signer', 'completed')).filter((ref) => ref === 'PKS-2026-0011'),
    ).toHaveLength(1);
  });
});
