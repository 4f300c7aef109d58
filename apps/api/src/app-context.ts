import type { JWTVerifyGetKey } from 'jose';
import type { ServerSecrets } from './auth/server-secrets';
import type { Clock } from './clock';
import type { AppConfig } from './config';
import type { Database, DatabaseListen } from './db/database';
import type { Notifier } from './notify/notifier';
import type { PortableSigner, SigningPool } from './pdf';
import type { FirstPagePreviews } from './modules/documents/first-page-previews';
import type { FileStore } from './storage/file-store';

/** Resolves the signing key of an SSO token (a remote JWKS in production, a local one in tests). */
export type SsoKeyResolver = JWTVerifyGetKey;

/** What every operation may use; built once by createAppContext (app.ts). */
export interface AppContext {
  db: Database;
  config: AppConfig;
  secrets: ServerSecrets;
  clock: Clock;
  /** Null when SSO is not configured. */
  ssoKeys: SsoKeyResolver | null;
  /** Delivers one-time codes (the development outbox, or the operator's gateway). */
  notifier: Notifier;
  /** Where files live (PDFs, zips); the database by default. */
  files: FileStore;
  /** The certificate that signs documents, loaded on first use. */
  signer: () => Promise<PortableSigner>;
  /** Threads that stamp and sign PDFs, so a bulk uses every core. */
  signingPool: SigningPool;
  /** Images of PDFs' first pages, drawn on a thread of their own and kept by file version. */
  previews: FirstPagePreviews;
  /**
   * PostgreSQL LISTEN, for the notification streams; null when the caller gave none (the streams
   * then read the table at each heartbeat instead).
   */
  listen: DatabaseListen | null;
}
