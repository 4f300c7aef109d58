import { userJobPositionDropdown } from '@esign/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../http/register-endpoint';
import { listJobPositionOptions } from './list-job-position-options';

/** The job-position dropdown (spec §7 "Dropdowns": user-job-position). */
export function registerJobPositionRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, userJobPositionDropdown, async () => ({
    data: await listJobPositionOptions(ctx.db),
  }));
}
