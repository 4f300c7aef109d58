import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
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
const brokenPdf = () => new TextEncoder().encode('%PDF-1.7\nnot a pdf\n%%EOF');

beforeAll(async () => {
  identity = await createDemoSigningIdentity('Pool Test', {
    now: new Date('2026-03-01T00:00:00Z'),
  });
  pool = new SigningPool({ size: 2, timeoutMs: 60_000 });
});
afterAll(async () => {
  await pool?.close();
});

describe('SigningPool', () => {
  it('stamps and signs in a thread, and appends the sealed certificate for the last signer', async () => {
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

  it('fails a broken PDF alone with its reason and the thread’s stack, and keeps signing the next one', async () => {
    const broken = pool.run({ bytes: brokenPdf(), stamps: [], signer: identity, meta });
    const error = await broken.then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(PdfRejectedError);
    expect(error).toMatchObject({ code: 'pdf_invalid' });
    // Where it failed, in the thread, and why (the parser's own error, as the cause).
    expect((error as Error).stack).toContain('[in a signing thread]');
    expect((error as Error).stack).toContain('Caused by:');
    const good = await pool.run({
      bytes: await makeSamplePdf({ pages: 1 }),
      stamps: [],
      signer: identity,
      meta,
    });
    expect(Buffer.from(good.subarray(0, 5)).toString()).toBe('%PDF-');
  });

  it('finishes in the calling thread the jobs whose threads are stopped under them, losing none', async () => {
    const local = new SigningPool({ size: 2, timeoutMs: 60_000 });
    const pdf = await makeSamplePdf({ pages: 1 });
    const jobs = Array.from({ length: 6 }, () =>
      local.run({ bytes: pdf, stamps: [], signer: identity, meta }),
    );
    await local.close();
    const results = await Promise.all(jobs);
    expect(results).toHaveLength(6);
    for (const bytes of results) expect(bytes.length).toBeGreaterThan(pdf.length);
  });

  it('tries a job past its time limit once more, then answers pdf_timeout', async () => {
    const reports: Error[] = [];
    const slow = new SigningPool({ size: 1, timeoutMs: 1 });
    slow.reportTo((error) => reports.push(error));
    try {
      const job = slow.run({
        bytes: await makeSamplePdf({ pages: 50 }),
        stamps: [],
        signer: identity,
        meta,
      });
      await expect(job).rejects.toMatchObject({ code: 'pdf_timeout' });
      expect(reports.map((report) => (report as PdfRejectedError).code)).toEqual(['pdf_timeout']);
    } finally {
      await slow.close();
    }
  });
});
