import { X509Certificate } from 'node:crypto';
import { P12Signer } from '@libpdf/core';
import type { LoadedSigner } from './signing-identity';

/**
 * Decodes a PKCS#12 (.p12/.pfx) file once (production identity) into a signer reusable for any
 * number of signatures. Throws if the file or the password is wrong.
 */
export async function loadP12(bytes: Uint8Array, password: string): Promise<LoadedSigner> {
  const signer = await P12Signer.create(bytes, password);
  const cert = new X509Certificate(signer.certificate);
  return { kind: 'loaded-signer', signer, subject: cert.subject, validTo: new Date(cert.validTo) };
}
