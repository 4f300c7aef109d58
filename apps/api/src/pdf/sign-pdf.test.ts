import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { appendCompletionCertificate } from './append-completion-certificate';
import { createDemoSigningIdentity } from './create-demo-signing-identity';
import { makeSamplePdf } from './fixtures/make-sample-pdf';
import { SIGNATURE_PNG } from './fixtures/signature-png';
import { inspectPdf } from './inspect-pdf';
import { loadP12 } from './load-p12';
import { HAS_POPPLER, pdfsig } from './pdf-test-tools';
import { signPdf } from './sign-pdf';
import {
  loadSigningIdentity,
  type LoadedSigner,
  type PemSigningIdentity,
} from './signing-identity';
import { stampPlacements } from './stamp-placements';

const isPrefix = (prefix: Uint8Array, whole: Uint8Array) =>
  whole.length > prefix.length && Buffer.from(whole.subarray(0, prefix.length)).equals(prefix);

if (!HAS_POPPLER) {
  console.warn(
    '[pdf tests] pdfsig/pdftoppm missing: install Debian poppler-utils (npm test does it as root)',
  );
}

(HAS_POPPLER ? describe : describe.skip)('signPdf (checked with poppler pdfsig)', () => {
  let identity: PemSigningIdentity;
  let platform: LoadedSigner;
  let original: Uint8Array;
  let afterFirst: Uint8Array;
  let afterSecond: Uint8Array;

  beforeAll(async () => {
    identity = await createDemoSigningIdentity('Demo Signing Platform', { organization: 'Demo' });
    platform = loadSigningIdentity(identity);
    original = await makeSamplePdf({ pages: 3 });

    const stamped1 = await stampPlacements(original, [
      { page: 1, x: 50, y: 600, width: 120, height: 60, image: SIGNATURE_PNG },
    ]);
    afterFirst = await signPdf(stamped1, platform, {
      reason: 'Signed by Alice (ALICE01), OTP verified',
      name: 'Alice',
      location: 'Jakarta',
      signingTime: new Date('2024-05-01T10:00:00Z'),
    });
    const stamped2 = await stampPlacements(afterFirst, [
      { page: 2, x: 300, y: 600, width: 120, height: 60, image: SIGNATURE_PNG },
    ]);
    afterSecond = await signPdf(stamped2, identity, {
      reason: 'Signed by Bob (BOB02), OTP verified',
      name: 'Bob',
      signingTime: new Date('2024-05-01T11:00:00Z'),
    });
  });

  it('two signers: pdfsig lists two valid ETSI.CAdES.detached signatures', () => {
    const { signatures } = pdfsig(afterSecond);
    expect(signatures).toHaveLength(2);
    for (const s of signatures) {
      expect(s.validation).toBe('Signature is Valid.');
      expect(s.subFilter).toBe('ETSI.CAdES.detached');
    }
    expect(signatures.map((s) => s.fieldName)).toEqual(['Signature Alice', 'Signature Bob']);
    expect(signatures[1]?.totalDocumentSigned).toBe(true);
    expect(Buffer.from(afterSecond).toString('latin1')).toContain(
      '/SubFilter /ETSI.CAdES.detached',
    );
  });

  it('every step is an incremental update: each earlier revision is a prefix', async () => {
    expect(isPrefix(original, afterFirst)).toBe(true);
    expect(isPrefix(afterFirst, afterSecond)).toBe(true);
    // and the earlier revision alone still verifies
    expect(pdfsig(afterFirst).signatures.map((s) => s.validation)).toEqual(['Signature is Valid.']);
  });

  it('the CMS carries the ESS signing-certificate-v2 attribute', () => {
    const text = Buffer.from(afterFirst).toString('latin1');
    const hex = /\/Contents\s*<([0-9A-Fa-f]+)>/.exec(text)?.[1] ?? '';
    // DER of OID 1.2.840.113549.1.9.16.2.47 (id-aa-signingCertificateV2)
    expect(hex.toLowerCase()).toContain('060b2a864886f70d010910022f');
  });

  it('flipping one byte inside the signed range invalidates the signatures', () => {
    const tampered = new Uint8Array(afterSecond);
    const at = 200; // inside the first revision, which both /ByteRange cover
    tampered[at] = (tampered[at] as number) ^ 0x01;
    const { signatures, output } = pdfsig(tampered);
    expect(signatures.length).toBe(2);
    for (const s of signatures) expect(s.validation).not.toBe('Signature is Valid.');
    expect(output).toMatch(/Digest Mismatch|Signature is Invalid/);
  });

  it('the completion certificate adds exactly one page and keeps the signatures valid', async () => {
    const before = (await inspectPdf(afterSecond)).pageCount;
    const withCertificate = await appendCompletionCertificate(afterSecond, {
      referenceNumber: 'DOC-2024-0001',
      documentName: 'Lease agreement.pdf',
      completedAt: new Date('2024-05-01T11:00:05Z'),
      signers: [
        {
          name: 'Alice',
          privyId: 'alice01',
          signedAt: new Date('2024-05-01T10:00:00Z'),
          ip: '10.0.0.1',
          otpVerified: true,
        },
        {
          name: 'Bob Ünal',
          privyId: 'bob02',
          signedAt: new Date('2024-05-01T11:00:00Z'),
          ip: '2001:db8::1',
          otpVerified: true,
        },
      ],
    });
    expect(isPrefix(afterSecond, withCertificate)).toBe(true);
    expect((await inspectPdf(withCertificate)).pageCount).toBe(before + 1);
    const sealed = await signPdf(withCertificate, platform, {
      reason: 'Certificate of completion',
      name: 'Platform',
      signingTime: new Date('2024-05-01T11:00:06Z'),
    });
    const { signatures } = pdfsig(sealed);
    expect(signatures.map((s) => s.validation)).toEqual([
      'Signature is Valid.',
      'Signature is Valid.',
      'Signature is Valid.',
    ]);
    const page = execFileSync(
      'pdftotext',
      ['-f', String(before + 1), '-l', String(before + 1), '-', '-'],
      {
        input: Buffer.from(sealed),
      },
    ).toString();
    expect(page).toContain('Certificate of Completion');
    expect(page).toContain('DOC-2024-0001');
    expect(page).toContain('10.0.0.1');
    expect(page).toContain('BOB02');
  });

  (existsSync('/usr/bin/openssl') ? it : it.skip)(
    'loads a production P12 (openssl-made) and signs with it',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'p12-'));
      try {
        writeFileSync(join(dir, 'cert.pem'), identity.certificatePem);
        writeFileSync(join(dir, 'key.pem'), identity.privateKeyPem);
        execFileSync(
          'openssl',
          [
            'pkcs12',
            '-export',
            '-in',
            'cert.pem',
            '-inkey',
            'key.pem',
            '-passout',
            'pass:s3cret',
            '-out',
            'id.p12',
          ],
          { cwd: dir },
        );
        const p12 = new Uint8Array(readFileSync(join(dir, 'id.p12')));
        const loaded = await loadP12(p12, 's3cret');
        expect(loaded.subject).toContain('Demo Signing Platform');
        const signed = await signPdf(original, loaded, {
          reason: 'p12',
          name: 'P12',
          signingTime: new Date('2024-01-02T00:00:00Z'),
        });
        const direct = await signPdf(
          original,
          { p12, password: 's3cret' },
          { reason: 'p12', name: 'P12', signingTime: new Date('2024-01-02T00:00:00Z') },
        );
        for (const bytes of [signed, direct]) {
          expect(pdfsig(bytes).signatures.map((s) => s.validation)).toEqual([
            'Signature is Valid.',
          ]);
        }
        await expect(loadP12(p12, 'wrong')).rejects.toThrow();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
