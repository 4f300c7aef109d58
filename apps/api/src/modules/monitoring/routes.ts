import {
  getHttpLog as getHttpLogEndpoint,
  listActivityLogs as listActivityLogsEndpoint,
  listHttpLogs as listHttpLogsEndpoint,
} from '@esign/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../http/register-endpoint';
import { getHttpLog } from './get-http-log';
import { listActivityLogs } from './list-activity-logs';
import { listHttpLogs } from './list-http-logs';

/** Monitoring › HTTP Log and Activity Log (spec §7 "Logs"). */
export function registerMonitoringRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, listHttpLogsEndpoint, async ({ query }) => listHttpLogs(ctx.db, query));

  registerEndpoint(app, getHttpLogEndpoint, async ({ params }) => ({
    data: { logs: await getHttpLog(ctx.db, params.id) },
  }));

  registerEndpoint(app, listActivityLogsEndpoint, async ({ query }) =>
    listActivityLogs(ctx.db, query),
  );
}
