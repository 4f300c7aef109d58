import {
  officeAreaDropdown,
  officeBranchDropdown,
  officeDepartmentDropdown,
} from '@esign/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../http/register-endpoint';
import {
  officeAreaOptions,
  officeBranchOptions,
  officeDepartmentOptions,
} from './office-dropdowns';

/** The office pickers (tools dropdown/master-data/office-*); the office admin comes with its issue. */
export function registerOfficeDropdownRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, officeAreaDropdown, async () => ({
    data: await officeAreaOptions(ctx.db),
  }));
  registerEndpoint(app, officeBranchDropdown, async ({ query }) => ({
    data: await officeBranchOptions(ctx.db, query.office_area_id),
  }));
  registerEndpoint(app, officeDepartmentDropdown, async ({ query }) => ({
    data: await officeDepartmentOptions(ctx.db, query),
  }));
}
