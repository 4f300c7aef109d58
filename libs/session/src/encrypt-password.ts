function pemToDer(pem: string): Uint8Array<ArrayBuffer> {
  const body = pem
    .replace(/-----BEGIN PUBLIC KEY-----/, '')
    .replace(/-----END PUBLIC KEY-----/, '')
    .replace(/\s+/g, '');
  const binary = atob(body);
  const der = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) der[i] = binary.charCodeAt(i);
  return der;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

const importedKeys = new Map<string, Promise<CryptoKey>>();

function importPublicKey(spkiPem: string): Promise<CryptoKey> {
  let key = importedKeys.get(spkiPem);
  if (!key) {
    key = crypto.subtle.importKey(
      'spki',
      pemToDer(spkiPem),
      { name: 'RSA-OAEP', hash: 'SHA-256' },
      false,
      ['encrypt'],
    );
    // A bad key must not stay cached: the next attempt (after a config fix) imports again.
    key.catch(() => importedKeys.delete(spkiPem));
    importedKeys.set(spkiPem, key);
  }
  return key;
}

/**
 * Encrypts the login password for the server (RSA-OAEP, SHA-256) with the SPKI PEM public key of
 * the runtime config, and returns the ciphertext in base64, the `password` field of auth/login.
 */
export async function encryptPassword(plain: string, spkiPem: string): Promise<string> {
  const key = await importPublicKey(spkiPem);
  const sealed = await crypto.subtle.encrypt(
    { name: 'RSA-OAEP' },
    key,
    new TextEncoder().encode(plain),
  );
  return toBase64(new Uint8Array(sealed));
}
