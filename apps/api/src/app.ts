import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { createRemoteJWKSet } from 'jose';
import type { AppContext, SsoKeyResolver } from './app-context';
import { loadServerSecrets } from './auth/server-secrets';
import { systemClock, type Clock } from './clock';
import type { AppConfig } from './config';
import type { Database, DatabaseListen } from './db/database';
import { frameworkErrors, registerErrorHandling } from './http/error-handler';
import { registerHttpLog } from './http/http-log';
import { registerJsonBodyGuard } from './http/json-body-guard';
import { registerResponseCompression } from './http/response-compression';
import { responseSerializerCompiler } from './http/response-serializer';
import { withLogRedaction } from './http/log-redaction';
import { registerSecurityHeaders } from './http/security-headers';
import { registerStaticWebApp, spaFallback } from './http/static-web-app';
import {
  createAuthentication,
  principalCheckColumn,
} from './modules/session/authenticate-access-token';
import { registerAnalyticsRoutes } from './modules/analytics/routes';
import { registerDocumentCategoryRoutes } from './modules/document-category/routes';
import { registerUserRoutes } from './modules/users/routes';
import { devOutboxNotifier } from './modules/dev-outbox/dev-outbox-notifier';
import { registerDevOutboxRoutes } from './modules/dev-outbox/routes';
import { registerEmateraiRoutes } from './modules/ematerai/routes';
import { FirstPagePreviews } from './modules/documents/first-page-previews';
import { registerDocumentRoutes } from './modules/documents/routes';
import { registerDocumentUploadRoutes } from './modules/document-upload/routes';
import { NotificationHub, STREAM_BUFFER_BYTES } from './modules/notify/notification-hub';
import { registerNotificationRoutes } from './modules/notify/routes';
import { startLogRetentionJob, type LogRetentionJob } from './modules/monitoring/log-retention-job';
import { registerMonitoringRoutes } from './modules/monitoring/routes';
import { registerOfficeDropdownRoutes, registerOfficeRoutes } from './modules/offices/routes';
import { registerPlacementRoutes } from './modules/placements/routes';
import { registerSessionRoutes } from './modules/session/routes';
import { platformSigner } from './modules/signing/platform-signer';
import { SigningPool } from './pdf';
import { registerSigningRoutes } from './modules/signing/routes';
import { registerSystemRoutes } from './modules/system/routes';
import { registerVendorRoutes } from './modules/vendors/routes';
import type { Notifier } from './notify/notifier';
import { webhookNotifier } from './notify/webhook-notifier';
import { DatabaseFileStore } from './storage/database-file-store';
import type { FileStore } from './storage/file-store';

export interface AppContextDeps {
  config: AppConfig;
  /** A migrated database (see openDatabase); the app never closes it. */
  db: Database;
  /** Its LISTEN (DatabaseHandle.listen): live notification streams on every instance. */
  listen?: DatabaseListen;
  /** Time source for tokens, rate limits and timestamps; tests pass a controllable one. */
  clock?: Clock;
  /** Overrides the remote JWKS of SSO_JWKS_URL (tests use a local key set). */
  ssoKeys?: SsoKeyResolver;
  /** Delivers signing codes; default: the development outbox, or the OTP webhook in production. */
  notifier?: Notifier;
  /** Where files live; default: the database. */
  files?: FileStore;
  /**
   * Whether new document versions have their first page drawn in the background (default true;
   * test contexts turn it off, so that the tests that sign do not keep a renderer busy).
   */
  drawPreviewsAhead?: boolean;
}

/** The context every operation uses: loads (on first start, creates) the server secrets. */
export async function createAppContext(deps: AppContextDeps): Promise<AppContext> {
  const { config, db } = deps;
  const clock = deps.clock ?? systemClock;
  const secrets = await loadServerSecrets(db, config);
  return {
    db,
    config,
    secrets,
    clock,
    ssoKeys: config.sso ? (deps.ssoKeys ?? createRemoteJWKSet(new URL(config.sso.jwksUrl))) : null,
    notifier:
      deps.notifier ??
      (config.mode === 'production' && config.otpWebhookUrl
        ? webhookNotifier(config.otpWebhookUrl)
        : devOutboxNotifier),
    files: deps.files ?? new DatabaseFileStore(),
    signer: platformSigner(db, config, clock),
    signingPool: new SigningPool(),
    previews: new FirstPagePreviews(undefined, { drawAhead: deps.drawPreviewsAhead ?? true }),
    listen: deps.listen ?? null,
  };
}

/**
 * Stops the threads a context starts on demand (the signing pool, the first-page renderer). The
 * app calls it as it closes; a context no app owns (one that only seeds) is closed with it.
 */
export async function closeAppContext(ctx: Pick<AppContext, 'signingPool' | 'previews'>) {
  await ctx.signingPool.close();
  await ctx.previews.close();
}

export interface BuildAppOptions {
  /** Fastify logger options; default: pino at config.logLevel. */
  logger?: FastifyServerOptions['logger'];
}

/**
 * The HTTP application, ready for `inject` or `listen`: plugins, logging, error handling and each
 * module's routes, wired to the context. It seeds nothing (main.ts runs src/seed.ts first).
 */
export async function buildApp(
  ctx: AppContext,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const { config, db, clock } = ctx;
  const app = Fastify({
    logger: withLogRedaction(options.logger ?? { level: config.logLevel }),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // The request id is the transaction id of the HTTP log and of every error body.
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'transaction_id' }),
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(config.responseSerialization));
  app.decorateRequest('principal', null);
  app.decorateRequest('principalForRead', null);
  app.decorateRequest('logUserId', null);
  app.decorateRequest('logReferenceId', null);
  app.decorateRequest('logResponsePayload', null);
  app.decorateRequest('logResponseRedacted', false);
  app.decorateRequest('uploads', null);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-transaction-id', request.id);
  });

  registerJsonBodyGuard(app);
  registerSecurityHeaders(app, config);
  registerErrorHandling(app, {
    bodyLimit: config.bodyLimitBytes,
    ...(config.staticDir ? { fallback: spaFallback } : {}),
  });
  registerHttpLog(app, { db, clock });
  // After the HTTP log's onSend hook, which keeps the uncompressed body.
  if (config.responseCompression) registerResponseCompression(app, config.responseCompression);
  if (config.staticDir) await registerStaticWebApp(app, config.staticDir, config);

  const authentication = createAuthentication(ctx);
  app.decorate('authenticate', authentication.authenticate);
  app.decorate('authenticateForRead', authentication.authenticateForRead);
  app.decorate('principalCheckColumn', principalCheckColumn);
  const hub = new NotificationHub(
    ctx,
    ctx.listen,
    {
      heartbeatMs: config.notificationHeartbeatSeconds * 1000,
      maxBufferedBytes: STREAM_BUFFER_BYTES,
      maxStreamsPerUser: config.notificationStreamsPerUser,
    },
    (error, message) => app.log.error({ err: error }, message),
  );
  app.addHook('onReady', () => hub.start());
  // Before the server waits for open responses to end: the streams would never end by themselves.
  app.addHook('preClose', () => hub.stop());
  let retention: LogRetentionJob | null = null;
  app.addHook('onReady', async () => {
    retention = startLogRetentionJob(ctx, {
      intervalMs: config.logRetentionIntervalMinutes * 60_000,
      retentionDays: config.logRetentionDays,
      report: (error) => app.log.error({ err: error }, 'Log retention failed'),
      onPruned: (result) => {
        if (result.httpLogs + result.activityLogs > 0) app.log.info(result, 'Old log rows deleted');
      },
    });
  });
  app.addHook('onClose', async () => {
    await retention?.stop();
  });
  ctx.signingPool.reportTo((error) =>
    app.log.warn({ err: error }, 'A signing thread failed; its job was done again'),
  );
  // After the bulk runners stopped (registerSigningRoutes): jobs still running finish here.
  app.addHook('onClose', () => closeAppContext(ctx));
  registerSystemRoutes(app, ctx);
  registerSessionRoutes(app, ctx);
  registerDocumentRoutes(app, ctx);
  registerDocumentUploadRoutes(app, ctx);
  registerSigningRoutes(app, ctx);
  registerDevOutboxRoutes(app, ctx);
  registerDocumentCategoryRoutes(app, ctx);
  registerOfficeDropdownRoutes(app, ctx);
  registerOfficeRoutes(app, ctx);
  registerEmateraiRoutes(app, ctx);
  registerVendorRoutes(app, ctx);
  registerAnalyticsRoutes(app, ctx);
  registerUserRoutes(app, ctx);
  registerNotificationRoutes(app, ctx, hub);
  registerMonitoringRoutes(app, ctx);
  registerPlacementRoutes(app, ctx);
  return app;
}
