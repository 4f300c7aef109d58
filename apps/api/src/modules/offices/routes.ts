import {
  createOfficeArea,
  createOfficeBranch,
  createOfficeDepartment,
  deleteOfficeArea,
  deleteOfficeBranch,
  deleteOfficeDepartment,
  getOfficeArea,
  getOfficeBranch,
  getOfficeDepartment,
  listOfficeAreas,
  listOfficeBranches,
  listOfficeDepartments,
  officeAreaDropdown,
  officeBranchDropdown,
  officeDepartmentDropdown,
  updateOfficeArea,
  updateOfficeBranch,
  updateOfficeDepartment,
} from '@esign/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../http/register-endpoint';
import { createOffice } from './create-office';
import { deleteOffice } from './delete-office';
import { getOffice } from './get-office';
import { listOffices } from './list-offices';
import {
  officeAreaOptions,
  officeBranchOptions,
  officeDepartmentOptions,
} from './office-dropdowns';
import { officeLevels } from './office-levels';
import { updateOffice } from './update-office';

/** The office pickers (tools dropdown/master-data/office-*). */
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

const deleted = { data: { message: 'Office deleted' } };

/** Setting › Office (spec §7 "Offices"): list, detail, create, update and delete of each level. */
export function registerOfficeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { area, branch, department } = officeLevels;

  registerEndpoint(app, listOfficeAreas, async ({ query }) => {
    const page = await listOffices(ctx.db, area, query);
    return {
      data: { data: { office_areas: page.offices } },
      meta: { pagination: page.pagination },
    };
  });
  registerEndpoint(app, getOfficeArea, async ({ params }) => ({
    data: { data: { office_area: await getOffice(ctx.db, area, params.id) } },
  }));
  registerEndpoint(app, createOfficeArea, async ({ principal, body, request }) => ({
    data: {
      data: {
        office_area: await createOffice(
          ctx,
          principal,
          { type: 'area', data: body.data },
          request.ip,
        ),
      },
    },
  }));
  registerEndpoint(app, updateOfficeArea, async ({ principal, params, body, request }) => ({
    data: {
      data: {
        office_area: await updateOffice(
          ctx,
          principal,
          params.id,
          { type: 'area', data: body.data },
          request.ip,
        ),
      },
    },
  }));
  registerEndpoint(app, deleteOfficeArea, async ({ principal, params, request }) => {
    await deleteOffice(ctx, principal, 'area', params.id, request.ip);
    return deleted;
  });

  registerEndpoint(app, listOfficeBranches, async ({ query }) => {
    const page = await listOffices(ctx.db, branch, query);
    return {
      data: { data: { office_branches: page.offices } },
      meta: { pagination: page.pagination },
    };
  });
  registerEndpoint(app, getOfficeBranch, async ({ params }) => ({
    data: { data: { office_branch: await getOffice(ctx.db, branch, params.id) } },
  }));
  registerEndpoint(app, createOfficeBranch, async ({ principal, body, request }) => ({
    data: {
      data: {
        office_branch: await createOffice(
          ctx,
          principal,
          { type: 'branch', data: body.data },
          request.ip,
        ),
      },
    },
  }));
  registerEndpoint(app, updateOfficeBranch, async ({ principal, params, body, request }) => ({
    data: {
      data: {
        office_branch: await updateOffice(
          ctx,
          principal,
          params.id,
          { type: 'branch', data: body.data },
          request.ip,
        ),
      },
    },
  }));
  registerEndpoint(app, deleteOfficeBranch, async ({ principal, params, request }) => {
    await deleteOffice(ctx, principal, 'branch', params.id, request.ip);
    return deleted;
  });

  registerEndpoint(app, listOfficeDepartments, async ({ query }) => {
    const page = await listOffices(ctx.db, department, query);
    return {
      data: { data: { office_departments: page.offices } },
      meta: { pagination: page.pagination },
    };
  });
  registerEndpoint(app, getOfficeDepartment, async ({ params }) => ({
    data: { data: { office_department: await getOffice(ctx.db, department, params.id) } },
  }));
  registerEndpoint(app, createOfficeDepartment, async ({ principal, body, request }) => ({
    data: {
      data: {
        office_department: await createOffice(
          ctx,
          principal,
          { type: 'department', data: body.data },
          request.ip,
        ),
      },
    },
  }));
  registerEndpoint(app, updateOfficeDepartment, async ({ principal, params, body, request }) => ({
    data: {
      data: {
        office_department: await updateOffice(
          ctx,
          principal,
          params.id,
          { type: 'department', data: body.data },
          request.ip,
        ),
      },
    },
  }));
  registerEndpoint(app, deleteOfficeDepartment, async ({ principal, params, request }) => {
    await deleteOffice(ctx, principal, 'department', params.id, request.ip);
    return deleted;
  });
}
