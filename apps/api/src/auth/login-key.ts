import {
  constants,
  createPrivateKey,
  createPublicKey,
  generateKeyPair,
  privateDecrypt,
  publicEncrypt,
  type KeyObject,
} from 'node:crypto';

/** The RSA key pair the login password is encrypted with (RSA-OAEP, SHA-256). */
export interface LoginKeyPair {
  privateKey: KeyObject;
  /** SPKI PEM, served in /config.json. */
  publicKeyPem: string;
}

export function loginKeyPairFromPem(privateKeyPem: string): LoginKeyPair {
  const privateKey = createPrivateKey(privateKeyPem);
  const publicKeyPem = createPublicKey(privateKey)
    .export({ type: 'spki', format: 'pem' })
    .toString();
  return { privateKey, publicKeyPem };
}

/** A new 2048-bit RSA private key as PKCS#8 PEM. */
export function generateLoginPrivateKeyPem(): Promise<string> {
  return new Promise((resolve, reject) => {
    generateKeyPair(
      'rsa',
      {
        modulusLength: 2048,
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
        publicKeyEncoding: { type: 'spki', format: 'pem' },
      },
      (error, _publicKey, privateKey) => (error ? reject(error) : resolve(privateKey)),
    );
  });
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** The plaintext of a base64 RSA-OAEP(SHA-256) ciphertext, or null when it does not decrypt. */
export function decryptLoginPassword(keys: LoginKeyPair, ciphertextBase64: string): string | null {
  const compact = ciphertextBase64.replace(/\s+/g, '');
  if (!BASE64.test(compact)) return null;
  try {
    const plaintext = privateDecrypt(
      { key: keys.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(compact, 'base64'),
    ).toString('utf8');
    return plaintext.length > 0 ? plaintext : null;
  } catch {
    return null;
  }
}

/** What a client does with the public key from /config.json (used by tests and scripts). */
export function encryptLoginPassword(publicKeyPem: string, password: string): string {
  return publicEncrypt(
    { key: publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(password, 'utf8'),
  ).toString('base64');
}
