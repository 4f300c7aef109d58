import { appendCompletionCertificate, type CompletionAudit } from './append-completion-certificate';
import { loadP12 } from './load-p12';
import { signPdf, type SignMeta } from './sign-pdf';
import {
  loadSigningIdentity,
  type LoadedSigner,
  type P12SigningIdentity,
  type PemSigningIdentity,
} from './signing-identity';
import { stampPlacements, type Stamp } from './stamp-placements';

/** A signing identity that can cross a thread boundary (a KeyObject cannot). */
export type PortableSigner = PemSigningIdentity | P12SigningIdentity;

/** One document's signature: stamps, a PAdES signature and, for the last signer, the sealed certificate. */
export interface SigningJob {
  bytes: Uint8Array;
  stamps: Stamp[];
  signer: PortableSigner;
  meta: SignMeta;
  /** The certificate of completion to append and seal after the signature (last signer only). */
  completion?: { audit: CompletionAudit; meta: SignMeta };
}

const loaded = new Map<string, Promise<LoadedSigner>>();

/** The identity decoded once per thread (decoding a P12 costs tens of milliseconds). */
function loadedSigner(signer: PortableSigner): Promise<LoadedSigner> {
  const key =
    'p12' in signer
      ? `p12:${Buffer.from(signer.p12).toString('base64')}`
      : `pem:${signer.certificatePem}`;
  let entry = loaded.get(key);
  if (!entry) {
    entry =
      'p12' in signer
        ? loadP12(signer.p12, signer.password)
        : Promise.resolve().then(() => loadSigningIdentity(signer));
    entry.catch(() => loaded.delete(key));
    loaded.set(key, entry);
  }
  return entry;
}

/** Runs a signing job (in a thread of the signing pool, or in-process when a thread failed). */
export async function runSigningJob(job: SigningJob): Promise<Uint8Array> {
  const signer = await loadedSigner(job.signer);
  const stamped = await stampPlacements(job.bytes, job.stamps);
  const signed = await signPdf(stamped, signer, job.meta);
  if (!job.completion) return signed;
  const withCertificate = await appendCompletionCertificate(signed, job.completion.audit);
  return signPdf(withCertificate, signer, job.completion.meta);
}
