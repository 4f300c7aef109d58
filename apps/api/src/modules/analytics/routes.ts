import {
  downloadAppActivity as downloadAppActivityEndpoint,
  getDocumentActivity as getDocumentActivityEndpoint,
  getDocumentAnalytics as getDocumentAnalyticsEndpoint,
  getEmateraiUsage as getEmateraiUsageEndpoint,
  getEnterpriseAccountUsage as getEnterpriseAccountUsageEndpoint,
} from '@esign/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { XLSX_CONTENT_TYPE } from '../../files';
import { registerEndpoint } from '../../http/register-endpoint';
import { sendFile } from '../../http/send-file';
import { viewerOf } from '../documents/viewer';
import { downloadAppActivity } from './download-app-activity';
import { getDocumentActivity } from './get-document-activity';
import { getDocumentAnalytics } from './get-document-analytics';
import { getEmateraiUsage } from './get-ematerai-usage';
import { getEnterpriseAccountUsage } from './get-enterprise-account-usage';

/** Monitoring › Analytics and the home dashboard (spec §7 "Analytics"). */
export function registerAnalyticsRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, getDocumentAnalyticsEndpoint, async ({ principal, query }) => ({
    data: {
      data: { data: await getDocumentAnalytics(ctx.db, viewerOf(principal), query, ctx.clock()) },
    },
  }));

  registerEndpoint(app, getEnterpriseAccountUsageEndpoint, async () => ({
    data: { EnterpriseAccountUsage: await getEnterpriseAccountUsage(ctx.db, ctx.clock()) },
  }));

  registerEndpoint(app, getDocumentActivityEndpoint, async ({ principal, query }) => ({
    data: {
      counted_document_activity: await getDocumentActivity(ctx.db, viewerOf(principal), query),
    },
  }));

  registerEndpoint(app, getEmateraiUsageEndpoint, async ({ query }) => ({
    data: { counted_document_activity: await getEmateraiUsage(ctx.db, query) },
  }));

  registerEndpoint(app, downloadAppActivityEndpoint, async ({ principal, query, reply }) =>
    sendFile(reply, await downloadAppActivity(ctx, viewerOf(principal), query), XLSX_CONTENT_TYPE),
  );
}
