export { runtimeConfig, sessionUser, tokenPair } from '@esign/api-client/testing';

export const TEST_SSO = {
  clientId: 'sso-client',
  authority: 'https://login.example.com/tenant',
  scopes: ['User.Read'],
  redirectPath: '/sso',
} as const;

function toPem(der: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(der)) binary += String.fromCharCode(byte);
  const lines = btoa(binary).match(/.{1,64}/g) ?? [];
  return `-----BEGIN PUBLIC KEY-----\n${lines.join('\n')}\n-----END PUBLIC KEY-----\n`;
}

/** An RSA-OAEP SHA-256 key pair like the server's: the public key as SPKI PEM, the private key to decrypt. */
export async function loginKeyPair(): Promise<{ publicKeyPem: string; privateKey: CryptoKey }> {
  const pair = await crypto.subtle.generateKey(
    {
      name: 'RSA-OAEP',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['encrypt', 'decrypt'],
  );
  return {
    publicKeyPem: toPem(await crypto.subtle.exportKey('spki', pair.publicKey)),
    privateKey: pair.privateKey,
  };
}

export async function decryptPassword(privateKey: CryptoKey, base64: string): Promise<string> {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(
    await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, bytes),
  );
}
