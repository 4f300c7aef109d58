import { randomBytes, webcrypto } from 'node:crypto';
import * as asn1js from 'asn1js';
import * as pkijs from 'pkijs';
import type { PemSigningIdentity } from './signing-identity';

const engine = new pkijs.CryptoEngine({
  name: 'node-webcrypto',
  crypto: webcrypto as unknown as Crypto,
});

function toPem(label: string, der: ArrayBuffer): string {
  const b64 = Buffer.from(der)
    .toString('base64')
    .replace(/.{1,64}/g, '$&\n');
  return `-----BEGIN ${label}-----\n${b64}-----END ${label}-----\n`;
}

function commonNameAttribute(value: string): pkijs.AttributeTypeAndValue {
  return new pkijs.AttributeTypeAndValue({
    type: '2.5.4.3',
    value: new asn1js.Utf8String({ value }),
  });
}

/**
 * A certificate serial number from 16 random bytes, DER-minimal and positive: the first byte is
 * kept in 0x01–0x7f. A first byte of 0x00 followed by one below 0x80 is a padded INTEGER that
 * OpenSSL refuses ("illegal padding"), so one identity in about 256 could not be loaded.
 */
export function certificateSerial(random: Uint8Array): Uint8Array {
  const serial = Uint8Array.from(random);
  serial[0] = 1 + ((serial[0] as number) % 0x7f);
  return serial;
}

/**
 * A self-signed RSA-2048 / SHA-256 certificate for demo mode, made in-process with pkijs on
 * WebCrypto (pkijs/asn1js are already dependencies of @libpdf/core, so no new heavy dependency).
 * Key usage digitalSignature + nonRepudiation; valid from `now` minus a day for ten years.
 * pdfsig reports such signatures as valid with "Certificate issuer is unknown".
 */
export async function createDemoSigningIdentity(
  commonName: string,
  options: { now?: Date; organization?: string; randomSerial?: Uint8Array } = {},
): Promise<PemSigningIdentity> {
  const now = options.now ?? new Date();
  const keys = (await webcrypto.subtle.generateKey(
    {
      name: 'RSASSA-PKCS1-v1_5',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['sign', 'verify'],
  )) as CryptoKeyPair;

  const cert = new pkijs.Certificate();
  cert.version = 2;
  const serial = certificateSerial(options.randomSerial ?? randomBytes(16));
  cert.serialNumber = new asn1js.Integer({ valueHex: serial });
  const name = [commonNameAttribute(commonName)];
  if (options.organization) {
    name.push(
      new pkijs.AttributeTypeAndValue({
        type: '2.5.4.10',
        value: new asn1js.Utf8String({ value: options.organization }),
      }),
    );
  }
  cert.subject.typesAndValues.push(...name);
  cert.issuer.typesAndValues.push(...name.map((a) => new pkijs.AttributeTypeAndValue(a)));
  cert.notBefore.value = new Date(now.getTime() - 24 * 3600 * 1000);
  cert.notAfter.value = new Date(now.getTime() + 10 * 365 * 24 * 3600 * 1000);

  // digitalSignature (bit 0) + nonRepudiation (bit 1) → first byte 0b1100_0000, 6 unused bits
  const keyUsage = new asn1js.BitString({ valueHex: new Uint8Array([0xc0]).buffer, unusedBits: 6 });
  cert.extensions = [
    new pkijs.Extension({
      extnID: '2.5.29.19',
      critical: true,
      extnValue: new pkijs.BasicConstraints({ cA: false }).toSchema().toBER(false),
    }),
    new pkijs.Extension({
      extnID: '2.5.29.15',
      critical: true,
      extnValue: keyUsage.toBER(false),
    }),
  ];
  await cert.subjectPublicKeyInfo.importKey(keys.publicKey, engine);
  await cert.sign(keys.privateKey, 'SHA-256', engine);

  const pkcs8 = await webcrypto.subtle.exportKey('pkcs8', keys.privateKey);
  return {
    certificatePem: toPem('CERTIFICATE', cert.toSchema().toBER(false)),
    privateKeyPem: toPem('PRIVATE KEY', pkcs8),
  };
}
