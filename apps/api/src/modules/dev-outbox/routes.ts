import { getDevOutbox as getDevOutboxEndpoint } from '@esign/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../http/register-endpoint';
import { getDevOutbox } from './get-dev-outbox';

/** The development outbox (demo and development modes): codes the notifier delivered. */
export function registerDevOutboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, getDevOutboxEndpoint, async ({ principal, request }) => {
    request.logResponseRedacted = true;
    return { data: await getDevOutbox(ctx, principal.userId) };
  });
}
