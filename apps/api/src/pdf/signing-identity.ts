import { createPrivateKey, sign as nodeSign, X509Certificate, type KeyObject } from 'node:crypto';
import type { DigestAlgorithm, Signer } from '@libpdf/core';

/** A certificate and its private key in PEM (what the demo generates or an operator configures). */
export interface PemSigningIdentity {
  certificatePem: string;
  privateKeyPem: string;
  /** Intermediate(s) then root, PEM blocks concatenated. */
  chainPem?: string;
}

/** A PKCS#12 file as configured in production. */
export interface P12SigningIdentity {
  p12: Uint8Array;
  password: string;
}

/**
 * A signer ready to sign many documents (returned by loadP12 / loadSigningIdentity). Decode a P12
 * once and reuse this for a bulk run: decrypting the P12 costs tens of milliseconds each time.
 */
export interface LoadedSigner {
  readonly kind: 'loaded-signer';
  /** The @libpdf/core signer (CMS is built by @libpdf/core; the key signs here). */
  readonly signer: Signer;
  readonly subject: string;
  readonly validTo: Date;
}

export type SignerInput = PemSigningIdentity | P12SigningIdentity | LoadedSigner;

const PEM_CERT = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;

function digestName(algorithm: DigestAlgorithm): string {
  return algorithm.replace('-', '').toLowerCase(); // SHA-256 → sha256
}

/** Signs with a node:crypto KeyObject (RSA PKCS#1 v1.5 or ECDSA with DER-encoded signatures). */
class KeyObjectSigner implements Signer {
  readonly keyType: 'RSA' | 'EC';
  readonly signatureAlgorithm: 'RSASSA-PKCS1-v1_5' | 'ECDSA';
  constructor(
    private readonly key: KeyObject,
    readonly certificate: Uint8Array,
    readonly certificateChain: Uint8Array[],
  ) {
    if (key.asymmetricKeyType === 'rsa') {
      this.keyType = 'RSA';
      this.signatureAlgorithm = 'RSASSA-PKCS1-v1_5';
    } else if (key.asymmetricKeyType === 'ec') {
      this.keyType = 'EC';
      this.signatureAlgorithm = 'ECDSA';
    } else {
      throw new Error(`Unsupported signing key type: ${key.asymmetricKeyType ?? 'unknown'}`);
    }
  }
  async sign(data: Uint8Array, algorithm: DigestAlgorithm): Promise<Uint8Array> {
    return new Uint8Array(
      nodeSign(digestName(algorithm), data, { key: this.key, dsaEncoding: 'der' }),
    );
  }
}

/** Loads a PEM certificate + key (PKCS#8, PKCS#1 or SEC1; unencrypted) into a reusable signer. */
export function loadSigningIdentity(identity: PemSigningIdentity): LoadedSigner {
  const cert = new X509Certificate(identity.certificatePem);
  const key = createPrivateKey(identity.privateKeyPem);
  if (!cert.checkPrivateKey(key)) throw new Error('The private key does not match the certificate');
  const chain = (identity.chainPem?.match(PEM_CERT) ?? []).map(
    (pem) => new Uint8Array(new X509Certificate(pem).raw),
  );
  return {
    kind: 'loaded-signer',
    signer: new KeyObjectSigner(key, new Uint8Array(cert.raw), chain),
    subject: cert.subject,
    validTo: new Date(cert.validTo),
  };
}
