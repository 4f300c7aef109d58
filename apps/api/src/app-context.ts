import type { JWTVerifyGetKey } from 'jose';
import type { ServerSecrets } from './auth/server-secrets';
import type { Clock } from './clock';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import type { OtpDeps } from './modules/documents/otp-challenges';
import type { LoadedSigner } from './pdf';

/** Resolves the signing key of an SSO token (a remote JWKS in production, a local one in tests). */
export type SsoKeyResolver = JWTVerifyGetKey;

/** What every operation may use; built once by buildApp. */
export interface AppContext {
  db: Database;
  config: AppConfig;
  secrets: ServerSecrets;
  clock: Clock;
  /** Null when SSO is not configured. */
  ssoKeys: SsoKeyResolver | null;
  /** Signing codes: the HMAC key they are stored under and the notifier that delivers them. */
  otp: OtpDeps;
  /** The certificate that signs documents, loaded on first use. */
  signer: () => Promise<LoadedSigner>;
}
