import { USER_PASSWORD_MAX, USER_PASSWORD_MIN } from '@esign/contract';
import type { AppContext } from '../../app-context';
import { decryptLoginPassword } from '../../auth/login-key';
import { hashPassword } from '../../auth/password-hash';
import { invalidInput } from '../../http/api-error';

/**
 * The scrypt hash of a password an administrator set in the user form. It travels like the
 * login password (RSA-OAEP under the login key), so it is never in clear text on the wire, in
 * the HTTP log (the `password` field is redacted too) or anywhere but this function.
 */
export async function resolveUserPassword(
  ctx: Pick<AppContext, 'secrets'>,
  encrypted: string,
): Promise<string> {
  const password = decryptLoginPassword(ctx.secrets.loginKeys, encrypted);
  if (password === null) {
    throw invalidInput([
      {
        param: 'password',
        messages: [
          'Password must be encrypted with the login public key (RSA-OAEP SHA-256, base64)',
        ],
      },
    ]);
  }
  if (password.length < USER_PASSWORD_MIN || password.length > USER_PASSWORD_MAX) {
    throw invalidInput([
      {
        param: 'password',
        messages: [`Password must have ${USER_PASSWORD_MIN} to ${USER_PASSWORD_MAX} characters`],
      },
    ]);
  }
  return hashPassword(password);
}
