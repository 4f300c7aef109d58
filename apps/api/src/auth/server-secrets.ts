import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { Database } from '../db/database';
import { serverSecrets } from '../db/schema/server-secrets';
import { generateLoginPrivateKeyPem, loginKeyPairFromPem, type LoginKeyPair } from './login-key';

export interface ServerSecrets {
  /** HS256 key of the access tokens. */
  jwtKey: Uint8Array;
  loginKeys: LoginKeyPair;
}

/**
 * The value stored under `name`, generated and stored on first use. Insert-if-absent then read,
 * so instances starting together on one database end up with the same value.
 */
export async function storedSecret(
  db: Database,
  name: string,
  generate: () => Promise<string>,
): Promise<string> {
  const existing = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  if (existing[0]) return existing[0].value;
  await db
    .insert(serverSecrets)
    .values({ name, value: await generate() })
    .onConflictDoNothing();
  const stored = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  if (!stored[0]) throw new Error(`Server secret ${name} could not be stored`);
  return stored[0].value;
}

/**
 * Secrets from the environment when given (required in production, see config.ts), otherwise
 * generated on first start and kept in the database.
 */
export async function loadServerSecrets(
  db: Database,
  config: Pick<AppConfig, 'jwtSecret' | 'loginPrivateKeyPem'>,
): Promise<ServerSecrets> {
  const jwtSecret =
    config.jwtSecret ??
    (await storedSecret(db, 'jwt_secret', async () => randomBytes(48).toString('base64url')));
  const loginPem =
    config.loginPrivateKeyPem ??
    (await storedSecret(db, 'login_private_key', generateLoginPrivateKeyPem));
  return { jwtKey: new TextEncoder().encode(jwtSecret), loginKeys: loginKeyPairFromPem(loginPem) };
}
