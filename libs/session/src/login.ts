import { callEndpoint } from '@esign/api-client';
import { login as loginEndpoint, type SessionUser } from '@esign/contract';
import { encryptPassword } from './encrypt-password';
import { requireConfig } from './session-runtime';
import { startSession } from './start-session';

/**
 * Signs in with username and password. The password leaves the browser only encrypted with the
 * runtime config's public key (RSA-OAEP SHA-256). Rejects with the HTTP error for the form.
 */
export async function login(username: string, password: string): Promise<SessionUser> {
  const config = requireConfig();
  const encrypted = await encryptPassword(password, config.loginPublicKey);
  const response = await callEndpoint(loginEndpoint, {
    body: { username: username.trim(), password: encrypted },
  });
  return startSession(response.data);
}
