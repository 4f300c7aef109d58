import { allEndpoints, buildOpenApiDocument, RuntimeConfigSchema } from '@esign/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { sendError } from '../../http/error-body';
import { checkHealth } from './check-health';
import { getRuntimeConfig } from './get-runtime-config';

export const API_TITLE = 'E-sign back-office API';
export const API_VERSION = '1.0.0';

const HealthSchema = z.object({ status: z.literal('ok'), database: z.literal('ok') });

/** Routes outside the contract: runtime config, the OpenAPI document and readiness. */
export function registerSystemRoutes(app: FastifyInstance, ctx: AppContext): void {
  const runtimeConfig = getRuntimeConfig(ctx);
  app.get(
    '/config.json',
    { schema: { response: { 200: RuntimeConfigSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return runtimeConfig;
    },
  );

  let openApi: Record<string, unknown> | undefined;
  app.get('/api/openapi.json', async () => {
    openApi ??= buildOpenApiDocument(allEndpoints, { title: API_TITLE, version: API_VERSION });
    return openApi;
  });

  app.get(
    '/api/health',
    { schema: { response: { 200: HealthSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!(await checkHealth(ctx.db)))
        return sendError(
          request,
          reply,
          503,
          'database_unavailable',
          'The database is not reachable',
        );
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );
}
