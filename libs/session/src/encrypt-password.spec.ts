import { encryptPassword } from './encrypt-password';
import { decryptPassword, loginKeyPair } from './testing/factories';

describe('encryptPassword', () => {
  it('encrypts with RSA-OAEP SHA-256 so the holder of the private key reads the password back', async () => {
    const { publicKeyPem, privateKey } = await loginKeyPair();
    const ciphertext = await encryptPassword('S3cret passwörd!', publicKeyPem);
    expect(ciphertext).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(ciphertext).not.toContain('S3cret');
    await expect(decryptPassword(privateKey, ciphertext)).resolves.toBe('S3cret passwörd!');
  });

  it('gives a different ciphertext each time (OAEP is randomised)', async () => {
    const { publicKeyPem } = await loginKeyPair();
    const [a, b] = await Promise.all([
      encryptPassword('same', publicKeyPem),
      encryptPassword('same', publicKeyPem),
    ]);
    expect(a).not.toBe(b);
  });

  it('rejects a key that is not an SPKI public key', async () => {
    await expect(
      encryptPassword('x', '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----'),
    ).rejects.toBeDefined();
  });
});
