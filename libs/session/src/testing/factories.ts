import type { RuntimeConfig, SessionUser, TokenPair } from '@esign/contract';

export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 7,
    name: 'Siti Rahayu',
    username: 'siti',
    email: 'siti@example.co.id',
    privy_id: 'DEMO002',
    user_type: 0,
    auth_role: { name: 'signer', description: 'Document Signer' },
    roles: [{ name: 'signer', description: 'Document Signer' }],
    permissions: ['home', 'documents', 'documents.sign'],
    fe_permissions: ['home', 'documents', 'documents.sign'],
    unread_notification: 0,
    notification_topup: false,
    ...overrides,
  };
}

export function tokenPair(overrides: Partial<TokenPair> = {}): TokenPair {
  return {
    token: 'access-1',
    refresh_token: 'refresh-1',
    token_type: 'Bearer',
    expires_in: 28_800,
    token_expires_in: 900,
    ...overrides,
  };
}

export const TEST_SSO = {
  clientId: 'sso-client',
  authority: 'https://login.example.com/tenant',
  scopes: ['User.Read'],
  redirectPath: '/sso',
} as const;

export function runtimeConfig(overrides: Partial<RuntimeConfig> = {}): RuntimeConfig {
  return {
    apiBaseUrl: '',
    loginPublicKey: '-----BEGIN PUBLIC KEY-----\nMIIB\n-----END PUBLIC KEY-----',
    oauthClientId: 'backoffice-web',
    sso: null,
    poweredBy: 'Privy',
    environment: 'demo',
    ...overrides,
  };
}

function toPem(der: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(der)) binary += String.fromCharCode(byte);
  const lines = btoa(binary).match(/.{1,64}/g) ?? [];
  return `-----BEGIN PUBLIC KEY-----\n${lines.join('\n')}\n-----END PUBLIC KEY-----\n`;
}

/** An RSA-OAEP SHA-256 key pair like the server's: the public key as SPKI PEM, the private key to decrypt. */
export async function loginKeyPair(): Promise<{ publicKeyPem: string; privateKey: CryptoKey }> {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  return { publicKeyPem: toPem(await crypto.subtle.exportKey('spki', pair.publicKey)), privateKey: pair.privateKey };
}

export async function decryptPassword(privateKey: CryptoKey, base64: string): Promise<string> {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, bytes));
}
