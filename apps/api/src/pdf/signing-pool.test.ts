import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoSigningIdentity } from './create-demo-signing-identity';
import { makeSamplePdf } from './fixtures/make-sample-pdf';
import { SIGNATURE_PNG } from './fixtures/signature-png';
import { HAS_POPPLER, pdfsig } from './pdf-test-tools';
import { PdfRejectedError } from './pdf-rejected-error';
import { SigningPool } from './signing-pool';
import type { PemSigningIdentity } from './signing-identity';

let identity: PemSigningIdentity;
let pool: SigningPool;
const meta = {
  reason: 'Signed in a test',
  name: 'Test Signer',
  signingTime: new Date('2026-03-02T01:00:00Z'),
};

beforeAll(async () => {
  identity = await createDemoSigningIdentity('Pool Test', {
    now: new Date('2026-03-01T00:00:00Z'),
  });
  pool = new SigningPool({ size: 2, timeoutMs: 20_000 });
});
afterAll(async () => {
  await pool?.close();
});

describe('SigningPool', () => {
  it('stamps and signs in a worker thread, and appends the sealed certificate for the last signer', async () => {
    const pdf = await makeSamplePdf({ pages: 2 });
    const signed = await pool.run({
      bytes: pdf,
      stamps: [{ page: 1, x: 50, y: 50, width: 120, height: 60, image: SIGNATURE_PNG }],
      signer: identity,
      meta,
      completion: {
        audit: {
          referenceNumber: 'TST-1',
          documentName: 'Test',
          completedAt: meta.signingTime,
          signers: [
            {
              name: 'Test Signer',
              privyId: 'T1',
              signedAt: meta.signingTime,
              ip: '127.0.0.1',
              otpVerified: true,
            },
          ],
        },
        meta: { ...meta, name: 'Certificate of Completion' },
      },
    });
    // The original stays a byte-for-byte prefix: incremental updates only.
    expect(Buffer.from(signed.subarray(0, pdf.length)).equals(Buffer.from(pdf))).toBe(true);
    if (HAS_POPPLER) {
      const report = pdfsig(signed);
      expect(report.signatures).toHaveLength(2);
      expect(report.signatures.every((s) => s.validation === 'Signature is Valid.')).toBe(true);
    }
  });

  it('fails a broken PDF alone with a PdfRejectedError and keeps signing the next one', async () => {
    const broken = pool.run({
      bytes: new TextEncoder().encode('%PDF-1.7\nnot a pdf\n%%EOF'),
      stamps: [],
      signer: identity,
      meta,
    });
    await expect(broken).rejects.toBeInstanceOf(PdfRejectedError);
    const good = await pool.run({
      bytes: await makeSamplePdf({ pages: 1 }),
      stamps: [],
      signer: identity,
      meta,
    });
    expect(Buffer.from(good.subarray(0, 5)).toString()).toBe('%PDF-');
  });

  it('abandons a job that runs past its time limit and answers pdf_timeout', async () => {
    const slow = new SigningPool({ size: 1, timeoutMs: 1 });
    try {
      const job = slow.run({
        bytes: await makeSamplePdf({ pages: 50 }),
        stamps: [],
        signer: identity,
        meta,
      });
      await expect(job).rejects.toMatchObject({ code: 'pdf_timeout' });
    } finally {
      await slow.close();
    }
  });
});
