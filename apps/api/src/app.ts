import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createRemoteJWKSet } from 'jose';
import type { AppContext, SsoKeyResolver } from './app-context';
import { loadServerSecrets } from './auth/server-secrets';
import { systemClock, type Clock } from './clock';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { seedReferenceData } from './db/seed-reference-data';
import { seedDemoData } from './demo/seed-demo-data';
import { seedDemoDocuments } from './demo/seed-demo-documents';
import { frameworkErrors, registerErrorHandling } from './http/error-handler';
import { registerHttpLog } from './http/http-log';
import { registerJsonBodyGuard } from './http/json-body-guard';
import { withLogRedaction } from './http/log-redaction';
import { registerSecurityHeaders } from './http/security-headers';
import { registerStaticWebApp, spaFallback } from './http/static-web-app';
import { createAuthenticate } from './modules/session/authenticate-access-token';
import { registerDocumentCategoryRoutes } from './modules/document-category/routes';
import { platformSigner } from './modules/documents/platform-signer';
import { registerDocumentRoutes } from './modules/documents/routes';
import { registerOfficeDropdownRoutes } from './modules/offices/routes';
import { devOutboxNotifier, webhookNotifier, type Notifier } from './modules/notify/notifier';
import { registerSessionRoutes } from './modules/session/routes';
import { registerSystemRoutes } from './modules/system/routes';

export interface BuildAppDeps {
  config: AppConfig;
  /** A migrated database (see openDatabase); buildApp never closes it. */
  db: Database;
  /** Time source for tokens, rate limits and timestamps; tests pass a controllable one. */
  clock?: Clock;
  /** Overrides the remote JWKS of SSO_JWKS_URL (tests use a local key set). */
  ssoKeys?: SsoKeyResolver;
  /** Demo mode only: also seed the demo documents (default true; tests that need none skip it). */
  seedDemoDocuments?: boolean;
  /** Delivers signing codes; default: the development outbox, or the OTP webhook in production. */
  notifier?: Notifier;
  /** Fastify logger options; default: pino at config.logLevel. */
  logger?: FastifyServerOptions['logger'];
}

/**
 * The HTTP application, ready for `inject` or `listen`. Before registering routes it makes
 * sure the reference data exists, seeds the demo data in demo mode (first start only) and
 * loads the server secrets.
 */
export async function buildApp(deps: BuildAppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const clock = deps.clock ?? systemClock;

  await seedReferenceData(db);
  if (config.mode === 'demo') await seedDemoData(db, clock);
  const secrets = await loadServerSecrets(db, config);
  const ctx: AppContext = {
    db,
    config,
    secrets,
    clock,
    ssoKeys: config.sso ? (deps.ssoKeys ?? createRemoteJWKSet(new URL(config.sso.jwksUrl))) : null,
    otp: {
      key: secrets.jwtKey,
      notifier:
        deps.notifier ??
        (config.mode === 'production' && config.otpWebhookUrl
          ? webhookNotifier(config.otpWebhookUrl)
          : devOutboxNotifier),
    },
    signer: platformSigner(db, config, clock),
  };

  if (config.mode === 'demo' && deps.seedDemoDocuments !== false) await seedDemoDocuments(ctx);

  const app = Fastify({
    logger: withLogRedaction(deps.logger ?? { level: config.logLevel }),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // The request id is the transaction id of the HTTP log and of every error body.
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'transaction_id' }),
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('principal', null);
  app.decorateRequest('logUserId', null);
  app.decorateRequest('logReferenceId', null);
  app.decorateRequest('logResponsePayload', null);
  app.decorateRequest('logResponseRedacted', false);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-transaction-id', request.id);
  });

  registerJsonBodyGuard(app);
  await registerSecurityHeaders(app, config);
  registerErrorHandling(app, {
    bodyLimit: config.bodyLimitBytes,
    ...(config.staticDir ? { fallback: spaFallback } : {}),
  });
  registerHttpLog(app, { db, clock });
  if (config.staticDir) await registerStaticWebApp(app, config.staticDir);

  app.decorate('authenticate', createAuthenticate(ctx));
  registerSystemRoutes(app, ctx);
  registerSessionRoutes(app, ctx);
  registerDocumentRoutes(app, ctx);
  registerDocumentCategoryRoutes(app, ctx);
  registerOfficeDropdownRoutes(app, ctx);
  return app;
}
