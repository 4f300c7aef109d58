import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  decryptLoginPassword,
  generateLoginPrivateKeyPem,
  loginKeyPairFromPem,
  type LoginKeyPair,
} from './login-key';
import { hashPassword, verifyPassword } from './password-hash';

/** What the web app does: WebCrypto RSA-OAEP (SHA-256) with the SPKI PEM of /config.json. */
async function encryptInBrowserStyle(publicKeyPem: string, password: string): Promise<string> {
  const der = Buffer.from(publicKeyPem.replace(/-----[^-]+-----|\s/g, ''), 'base64');
  const key = await crypto.subtle.importKey(
    'spki',
    der,
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const sealed = await crypto.subtle.encrypt(
    { name: 'RSA-OAEP' },
    key,
    new TextEncoder().encode(password),
  );
  return Buffer.from(sealed).toString('base64');
}

describe('login key', () => {
  let keys: LoginKeyPair;
  beforeAll(async () => {
    keys = loginKeyPairFromPem(await generateLoginPrivateKeyPem());
  });

  it('decrypts what WebCrypto encrypted with the public key', async () => {
    expect(keys.publicKeyPem).toContain('BEGIN PUBLIC KEY');
    expect(
      decryptLoginPassword(keys, await encryptInBrowserStyle(keys.publicKeyPem, 'Démo#2026 ✓')),
    ).toBe('Démo#2026 ✓');
  });

  it('answers null for plaintext, garbage and a ciphertext of another key', async () => {
    const other = loginKeyPairFromPem(await generateLoginPrivateKeyPem());
    expect(decryptLoginPassword(keys, 'Demo#2026')).toBeNull();
    expect(decryptLoginPassword(keys, 'AAAA')).toBeNull();
    expect(
      decryptLoginPassword(keys, await encryptInBrowserStyle(other.publicKeyPem, 'x')),
    ).toBeNull();
  });
});

describe('password hash', () => {
  it('salts each hash and verifies only the right password', async () => {
    const first = await hashPassword('Demo#2026');
    const second = await hashPassword('Demo#2026');
    expect(first).not.toBe(second);
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('Demo#2026', first)).toBe(true);
    expect(await verifyPassword('demo#2026', first)).toBe(false);
    expect(await verifyPassword('Demo#2026', null)).toBe(false);
    expect(await verifyPassword('Demo#2026', 'not-a-hash')).toBe(false);
  });
});
