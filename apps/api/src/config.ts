import { createPrivateKey } from 'node:crypto';
import { resolve } from 'node:path';
import { z } from 'zod';
import type { ResponseCompressionOptions } from './http/response-compression';
import type { ResponseSerialization } from './http/response-serializer';

/** An unset or blank variable counts as absent, so `FOO=` in a .env file means "use the default". */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optionalString = z.preprocess(blankToUndefined, z.string().trim().optional());
const integer = (fallback: number, min: number) =>
  z.preprocess(blankToUndefined, z.coerce.number().int().min(min).default(fallback));
const boolean = (fallback: boolean) =>
  z.preprocess(
    blankToUndefined,
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'expected true or false' })
      .default(fallback ? 'true' : 'false')
      .transform((value) => value === 'true' || value === '1' || value === 'yes'),
  );

export const EnvSchema = z
  .object({
    PORT: integer(4200, 0).pipe(z.number().max(65535)),
    HOST: z.preprocess(blankToUndefined, z.string().default('0.0.0.0')),
    APP_MODE: z.preprocess(
      blankToUndefined,
      z.enum(['demo', 'development', 'production']).default('development'),
    ),
    DATA_DIR: z.preprocess(blankToUndefined, z.string().default('./.data')),
    /**
     * `validating` checks every response against the contract (the default outside production,
     * and what the test suite runs); `compiled` writes responses with serialisers compiled from
     * the contract, unchecked (the default in production). See http/response-serializer.ts.
     */
    RESPONSE_SERIALIZATION: z.preprocess(
      blankToUndefined,
      z.enum(['validating', 'compiled']).optional(),
    ),
    /**
     * Compress JSON and text responses for clients that accept gzip or br (http/response-compression.ts).
     * Turn it off when a load balancer or reverse proxy in front compresses them.
     */
    RESPONSE_COMPRESSION: boolean(true),
    /** Bodies shorter than this are sent as they are: compressing them costs more than it saves. */
    RESPONSE_COMPRESSION_MIN_BYTES: integer(1024, 1).pipe(z.number().max(16 * 1024 * 1024)),
    /**
     * Megabytes of compressed stored files (PDFs, compressed once per version and encoding) each
     * server keeps for the next download of the same file; 0 compresses every download again.
     */
    RESPONSE_COMPRESSION_CACHE_MB: integer(64, 0).pipe(z.number().max(16 * 1024)),
    /**
     * Megabytes of stored files (PDFs, images) each server keeps in memory after reading them, for
     * the next view of the same file (storage/cached-file-store.ts); 0 reads every view from the
     * store. Files never change, so a kept copy is never stale, with one instance or several.
     */
    FILE_CACHE_MB: integer(64, 0).pipe(z.number().max(16 * 1024)),
    DATABASE_URL: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
        .optional(),
    ),
    /**
     * Connections each server keeps open to DATABASE_URL's PostgreSQL (one more listens for
     * notifications): instances × (this + 1) must fit PostgreSQL's max_connections. Beyond a few
     * per PostgreSQL core they only queue inside PostgreSQL instead of in the pool.
     */
    DATABASE_POOL_SIZE: integer(10, 1).pipe(z.number().max(1000)),
    STATIC_DIR: optionalString,
    ACCESS_TOKEN_TTL_SECONDS: integer(900, 1),
    REFRESH_TOKEN_TTL_SECONDS: integer(28800, 1),
    /**
     * Body limit of routes outside the contract (the 404 handler, /config.json); each contract
     * endpoint has its own (`bodyLimit` in libs/contract), sized to what it accepts.
     */
    BODY_LIMIT_BYTES: integer(64 * 1024, 1),
    LOGIN_MAX_FAILURES: integer(5, 1),
    LOGIN_FAILURE_WINDOW_SECONDS: integer(900, 1),
    SSO_ISSUER: optionalString,
    SSO_AUDIENCE: optionalString,
    SSO_JWKS_URL: z.preprocess(blankToUndefined, z.url().optional()),
    SSO_CLIENT_ID: optionalString,
    SSO_AUTHORITY: z.preprocess(blankToUndefined, z.url().optional()),
    /** Comma-separated scopes the SPA asks the SSO provider for (spec §7: User.Read). */
    SSO_SCOPES: z.preprocess(blankToUndefined, z.string().default('User.Read')),
    /**
     * `aad` for Microsoft Entra ID (the default); `oidc` for any other OpenID Connect provider
     * (MSAL then reads the authority's own discovery document and never asks Microsoft).
     */
    SSO_PROTOCOL: z.preprocess(blankToUndefined, z.enum(['aad', 'oidc']).default('aad')),
    /** When set, an SSO token must carry this tenant id (`tid`): accounts of other tenants are refused. */
    SSO_TENANT_ID: optionalString,
    /** The web app shows only the maintenance page while this is on (the API keeps answering). */
    MAINTENANCE_MODE: boolean(false),
    OAUTH_CLIENT_ID: z.preprocess(blankToUndefined, z.string().default('backoffice-web')),
    OAUTH_CLIENT_SECRET: z.preprocess(
      blankToUndefined,
      z.string().default('backoffice-web-public'),
    ),
    POWERED_BY: z.preprocess(blankToUndefined, z.string().default('Privy')),
    JWT_SECRET: z.preprocess(
      blankToUndefined,
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    LOGIN_PRIVATE_KEY_PEM: optionalString,
    LOG_LEVEL: z.preprocess(
      blankToUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
    /** PKCS#12 file of the certificate that signs documents (required in production). */
    SIGNING_P12_PATH: optionalString,
    SIGNING_P12_PASSWORD: z.preprocess(blankToUndefined, z.string().default('')),
    /** Organisation named in the demo certificate and on seals. */
    COMPANY_NAME: z.preprocess(blankToUndefined, z.string().default('PT Demo Sejahtera')),
    /** Where one-time codes are posted for delivery by SMS or e-mail (required in production). */
    OTP_WEBHOOK_URL: z.preprocess(blankToUndefined, z.url().optional()),
    /** Set behind a reverse proxy: request IPs (login attempts, logs) from X-Forwarded-For, HTTPS (HSTS) from X-Forwarded-Proto. */
    TRUST_PROXY: boolean(false),
    /** Seconds between the comment lines that keep a notification stream open through proxies. */
    NOTIFICATION_HEARTBEAT_SECONDS: integer(15, 1).pipe(z.number().max(300)),
    /**
     * Seconds a bulk's runner holds it between renewals: a runner gone longer (its server crashed)
     * is replaced by the next verify or status call of that bulk.
     */
    BULK_SIGN_LEASE_SECONDS: integer(30, 1).pipe(z.number().max(600)),
    /** Seconds a notification stream token may be used to open a stream. */
    STREAM_TOKEN_TTL_SECONDS: integer(60, 5).pipe(z.number().max(3600)),
    /** Notification streams (tabs) of one user on one instance; one more closes their oldest. */
    NOTIFICATION_STREAMS_PER_USER: integer(10, 1).pipe(z.number().max(10_000)),
    /** HTTP-log and activity-log rows older than this many days are deleted by the retention job. */
    LOG_RETENTION_DAYS: integer(90, 1).pipe(z.number().max(36_500)),
    /** Minutes between two runs of the retention job (inside the server). */
    LOG_RETENTION_INTERVAL_MINUTES: integer(60, 1).pipe(z.number().max(10_080)),
    /** Where file bytes live: `database` (stored_files.content) or `s3` (any S3-compatible store). */
    FILE_STORE: z.preprocess(blankToUndefined, z.enum(['database', 's3']).default('database')),
    S3_BUCKET: optionalString,
    /** The store's URL (MinIO, Ceph, R2, …); absent for AWS itself, which derives it from the region. */
    S3_ENDPOINT: z.preprocess(blankToUndefined, z.url({ protocol: /^https?$/ }).optional()),
    S3_REGION: optionalString,
    /** Both or neither; neither means the SDK's own chain (instance role, AWS_* variables). */
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    /** `bucket` in the path instead of the host name (most self-hosted stores need it). */
    S3_FORCE_PATH_STYLE: boolean(false),
    /** Every object key starts with it; the orphan cleanup looks under it only. */
    S3_KEY_PREFIX: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^[A-Za-z0-9!_.*'()/-]{0,200}$/, 'must be a plain key prefix such as files/')
        .default('files/'),
    ),
    /** Objects without a row younger than this are left alone (their transaction may still commit). */
    S3_ORPHAN_GRACE_MINUTES: integer(60, 1).pipe(z.number().max(10_080)),
    /** Minutes between two runs of the orphan cleanup (inside the server). */
    S3_CLEANUP_INTERVAL_MINUTES: integer(60, 1).pipe(z.number().max(10_080)),
  })
  .superRefine((env, ctx) => {
    if (env.APP_MODE === 'production') {
      // Generated secrets are fine for demo and development; production keys are managed outside.
      if (!env.JWT_SECRET)
        ctx.addIssue({
          code: 'custom',
          path: ['JWT_SECRET'],
          message: 'is required in production mode',
        });
      if (!env.SIGNING_P12_PATH)
        ctx.addIssue({
          code: 'custom',
          path: ['SIGNING_P12_PATH'],
          message: 'is required in production mode (the certificate that signs documents)',
        });
      if (!env.OTP_WEBHOOK_URL)
        ctx.addIssue({
          code: 'custom',
          path: ['OTP_WEBHOOK_URL'],
          message: 'is required in production mode (where signing codes are sent)',
        });
      if (!env.LOGIN_PRIVATE_KEY_PEM) {
        ctx.addIssue({
          code: 'custom',
          path: ['LOGIN_PRIVATE_KEY_PEM'],
          message: 'is required in production mode',
        });
      }
    }
    if (env.LOGIN_PRIVATE_KEY_PEM) {
      try {
        const key = createPrivateKey(normalisePem(env.LOGIN_PRIVATE_KEY_PEM));
        if (key.asymmetricKeyType !== 'rsa') throw new Error('not RSA');
      } catch {
        ctx.addIssue({
          code: 'custom',
          path: ['LOGIN_PRIVATE_KEY_PEM'],
          message: 'must be an RSA private key in PEM',
        });
      }
    }
    checkObjectStore(env, ctx);
    const ssoParts = [env.SSO_ISSUER, env.SSO_AUDIENCE, env.SSO_JWKS_URL];
    const ssoEnabled = ssoParts.every(Boolean);
    if (!ssoEnabled && ssoParts.some(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['SSO_ISSUER'],
        message: 'SSO needs SSO_ISSUER, SSO_AUDIENCE and SSO_JWKS_URL together',
      });
    }
    if (ssoEnabled && (!env.SSO_CLIENT_ID || !env.SSO_AUTHORITY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['SSO_CLIENT_ID'],
        message: 'SSO_CLIENT_ID and SSO_AUTHORITY are required when SSO is enabled',
      });
    }
  });

/** FILE_STORE=s3 needs a bucket and a region; S3 settings without it are a mistake, not a default. */
function checkObjectStore(
  env: {
    FILE_STORE: 'database' | 's3';
    S3_BUCKET?: string | undefined;
    S3_ENDPOINT?: string | undefined;
    S3_REGION?: string | undefined;
    S3_ACCESS_KEY_ID?: string | undefined;
    S3_SECRET_ACCESS_KEY?: string | undefined;
  },
  ctx: z.RefinementCtx,
): void {
  const given = (
    ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
  ).filter((name) => env[name] !== undefined);
  if (env.FILE_STORE !== 's3') {
    if (given.length > 0)
      ctx.addIssue({
        code: 'custom',
        path: ['FILE_STORE'],
        message: `must be s3 when ${given.join(', ')} ${given.length === 1 ? 'is' : 'are'} set (or unset them to keep files in the database)`,
      });
    return;
  }
  for (const name of ['S3_BUCKET', 'S3_REGION'] as const) {
    if (!env[name])
      ctx.addIssue({ code: 'custom', path: [name], message: 'is required when FILE_STORE=s3' });
  }
  if (env.S3_BUCKET && !/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(env.S3_BUCKET))
    ctx.addIssue({
      code: 'custom',
      path: ['S3_BUCKET'],
      message: 'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
    });
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
    ctx.addIssue({
      code: 'custom',
      path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    });
}

export type AppMode = 'demo' | 'development' | 'production';

/** The web app's page the identity provider sends the SSO response to (popup and redirect). */
export const SSO_REDIRECT_PATH = '/sso';

export interface SsoServerConfig {
  issuer: string;
  audience: string;
  jwksUrl: string;
  clientId: string;
  authority: string;
  scopes: string[];
  /** Absent means 'aad'. */
  protocol?: 'aad' | 'oidc';
  /** The only tenant (`tid`) accepted; absent: the issuer check alone decides. */
  tenantId?: string;
}

/** An S3-compatible object store for file bytes (FILE_STORE=s3). */
export interface ObjectStoreConfig {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  /** Absent: the SDK's default credential chain. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
  keyPrefix: string;
  orphanGraceMinutes: number;
  cleanupIntervalMinutes: number;
}

export interface AppConfig {
  port: number;
  host: string;
  mode: AppMode;
  responseSerialization: ResponseSerialization;
  /** Null: responses are never compressed here (a proxy in front does it). */
  responseCompression: ResponseCompressionOptions | null;
  dataDir: string;
  /** PGlite files live here; absent when `databaseUrl` is set. */
  pgliteDir: string;
  databaseUrl: string | undefined;
  /** Connections of the PostgreSQL pool (DATABASE_POOL_SIZE); unused with PGlite. */
  databasePoolSize: number;
  staticDir: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  bodyLimitBytes: number;
  loginMaxFailures: number;
  loginFailureWindowSeconds: number;
  sso: SsoServerConfig | null;
  maintenance: boolean;
  oauthClientId: string;
  oauthClientSecret: string;
  poweredBy: string;
  jwtSecret: string | undefined;
  loginPrivateKeyPem: string | undefined;
  logLevel: string;
  trustProxy: boolean;
  signingP12Path: string | undefined;
  signingP12Password: string;
  companyName: string;
  otpWebhookUrl: string | undefined;
  notificationHeartbeatSeconds: number;
  bulkSignLeaseSeconds: number;
  streamTokenTtlSeconds: number;
  notificationStreamsPerUser: number;
  logRetentionDays: number;
  logRetentionIntervalMinutes: number;
  /** Null: file bytes live in the database. */
  objectStore: ObjectStoreConfig | null;
  /** Bytes of read files each server keeps in memory (FILE_CACHE_MB); 0: none. */
  fileCacheBytes: number;
}

/** PEM from an env var often has literal `\n`s. */
function normalisePem(pem: string): string {
  return pem.includes('\\n') ? pem.replace(/\\n/g, '\n') : pem;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the environment into an AppConfig; throws a ConfigError naming every bad variable. */
export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  const result = EnvSchema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map(
        (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
      ),
    );
  }
  const e = result.data;
  const dataDir = resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    mode: e.APP_MODE,
    responseSerialization:
      e.RESPONSE_SERIALIZATION ?? (e.APP_MODE === 'production' ? 'compiled' : 'validating'),
    responseCompression: e.RESPONSE_COMPRESSION
      ? {
          minBytes: e.RESPONSE_COMPRESSION_MIN_BYTES,
          reusableCacheBytes: e.RESPONSE_COMPRESSION_CACHE_MB * 1024 * 1024,
        }
      : null,
    dataDir,
    fileCacheBytes: e.FILE_CACHE_MB * 1024 * 1024,
    pgliteDir: resolve(dataDir, 'pglite'),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    staticDir: e.STATIC_DIR ? resolve(e.STATIC_DIR) : undefined,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginFailureWindowSeconds: e.LOGIN_FAILURE_WINDOW_SECONDS,
    sso:
      e.SSO_ISSUER && e.SSO_AUDIENCE && e.SSO_JWKS_URL && e.SSO_CLIENT_ID && e.SSO_AUTHORITY
        ? {
            issuer: e.SSO_ISSUER,
            audience: e.SSO_AUDIENCE,
            jwksUrl: e.SSO_JWKS_URL,
            clientId: e.SSO_CLIENT_ID,
            authority: e.SSO_AUTHORITY,
            scopes: e.SSO_SCOPES.split(',')
              .map((scope) => scope.trim())
              .filter(Boolean),
            protocol: e.SSO_PROTOCOL,
            ...(e.SSO_TENANT_ID ? { tenantId: e.SSO_TENANT_ID } : {}),
          }
        : null,
    maintenance: e.MAINTENANCE_MODE,
    oauthClientId: e.OAUTH_CLIENT_ID,
    oauthClientSecret: e.OAUTH_CLIENT_SECRET,
    poweredBy: e.POWERED_BY,
    jwtSecret: e.JWT_SECRET,
    loginPrivateKeyPem: e.LOGIN_PRIVATE_KEY_PEM ? normalisePem(e.LOGIN_PRIVATE_KEY_PEM) : undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    signingP12Path: e.SIGNING_P12_PATH ? resolve(e.SIGNING_P12_PATH) : undefined,
    signingP12Password: e.SIGNING_P12_PASSWORD,
    companyName: e.COMPANY_NAME,
    otpWebhookUrl: e.OTP_WEBHOOK_URL,
    notificationHeartbeatSeconds: e.NOTIFICATION_HEARTBEAT_SECONDS,
    bulkSignLeaseSeconds: e.BULK_SIGN_LEASE_SECONDS,
    streamTokenTtlSeconds: e.STREAM_TOKEN_TTL_SECONDS,
    notificationStreamsPerUser: e.NOTIFICATION_STREAMS_PER_USER,
    logRetentionDays: e.LOG_RETENTION_DAYS,
    logRetentionIntervalMinutes: e.LOG_RETENTION_INTERVAL_MINUTES,
    objectStore:
      e.FILE_STORE === 's3' && e.S3_BUCKET && e.S3_REGION
        ? {
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            credentials:
              e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
                : undefined,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
            keyPrefix: e.S3_KEY_PREFIX,
            orphanGraceMinutes: e.S3_ORPHAN_GRACE_MINUTES,
            cleanupIntervalMinutes: e.S3_CLEANUP_INTERVAL_MINUTES,
          }
        : null,
  };
}

/** For main.ts: a bad environment ends the process with the list of problems, not a stack trace. */
export function loadConfigOrExit(env: Record<string, string | undefined>): AppConfig {
  try {
    return parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
