import {
  authRoleDropdown,
  checkUserEmail as checkUserEmailEndpoint,
  createExternalUser as createExternalUserEndpoint,
  createUser as createUserEndpoint,
  deleteExternalUser as deleteExternalUserEndpoint,
  deleteUser,
  getUser as getUserEndpoint,
  jobPositionDropdown,
  listExternalUsers as listExternalUsersEndpoint,
  listUserActivity as listUserActivityEndpoint,
  listUsers as listUsersEndpoint,
  rolesByFePermission,
  updateUser as updateUserEndpoint,
} from '@esign/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../http/register-endpoint';
import { checkUserEmail } from './check-user-email';
import { createExternalUser } from './create-external-user';
import { createUser } from './create-user';
import { deactivateUser } from './deactivate-user';
import { deleteExternalUser } from './delete-external-user';
import { getUser } from './get-user';
import { listExternalUsers } from './list-external-users';
import { listJobPositionOptions } from './list-job-position-options';
import { listRoleOptions } from './list-role-options';
import { listRolesByPermission } from './list-roles-by-permission';
import { listUserActivity } from './list-user-activity';
import { listUsers } from './list-users';
import { updateUser } from './update-user';

/** Setting › User (spec §7 "Users"), its dropdowns and the roles-by-permission lookup. */
export function registerUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, listUsersEndpoint, async ({ query }) => listUsers(ctx.db, query));

  registerEndpoint(app, getUserEndpoint, async ({ params, request }) => {
    request.logReferenceId = String(params.id);
    return { data: { user: await getUser(ctx.db, params.id) } };
  });

  registerEndpoint(app, createUserEndpoint, async ({ principal, body, request }) => {
    const user = await createUser(ctx, principal, { ...body, ip: request.ip });
    request.logReferenceId = String(user.id);
    return { data: { user } };
  });

  registerEndpoint(app, updateUserEndpoint, async ({ principal, params, body, request }) => {
    request.logReferenceId = String(params.id);
    return {
      data: { user: await updateUser(ctx, principal, { ...body, id: params.id, ip: request.ip }) },
    };
  });

  registerEndpoint(app, deleteUser, async ({ principal, params, request }) => {
    request.logReferenceId = String(params.id);
    return { data: await deactivateUser(ctx, principal, { id: params.id, ip: request.ip }) };
  });

  registerEndpoint(app, checkUserEmailEndpoint, async ({ body }) => ({
    data: { is_exist: await checkUserEmail(ctx.db, body.email) },
  }));

  registerEndpoint(app, listUserActivityEndpoint, async ({ query }) =>
    listUserActivity(ctx.db, query),
  );

  registerEndpoint(app, authRoleDropdown, async () => ({ data: await listRoleOptions(ctx.db) }));

  registerEndpoint(app, jobPositionDropdown, async () => ({
    data: await listJobPositionOptions(ctx.db),
  }));

  registerEndpoint(app, rolesByFePermission, async ({ query }) => ({
    data: await listRolesByPermission(ctx.db, query.permission),
  }));

  registerEndpoint(app, listExternalUsersEndpoint, async ({ query }) =>
    listExternalUsers(ctx.db, query),
  );

  registerEndpoint(app, createExternalUserEndpoint, async ({ principal, body, request }) => ({
    data: { external_user: await createExternalUser(ctx, principal, { ...body, ip: request.ip }) },
  }));

  registerEndpoint(app, deleteExternalUserEndpoint, async ({ principal, params, request }) => {
    request.logReferenceId = String(params.id);
    return { data: await deleteExternalUser(ctx, principal, { id: params.id, ip: request.ip }) };
  });
}
