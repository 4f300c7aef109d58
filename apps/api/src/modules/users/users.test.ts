import {
  authRoleDropdown,
  checkUserEmail,
  createExternalUser,
  createUser,
  deleteExternalUser,
  deleteUser,
  endpointRoute,
  endpointUrl,
  ErrorBodySchema,
  getMe,
  getUser,
  jobPositionDropdown,
  listExternalUsers,
  listUserActivity,
  listUsers,
  refreshToken,
  rolesByFePermission,
  updateUser,
  type ExternalUser,
  type InternalUser,
  type Pagination,
  type UserActivity,
} from '@esign/contract';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { httpLogs } from '../../db/schema/logs';
import { users } from '../../db/schema/users';
import { DEMO_DEACTIVATED_USER } from '../../demo/seed-demo-data';
import { bearer, createTestApp, postLogin, signIn, type TestApp } from '../../testing/test-app';
import { newUserBody, userFormIds } from '../../testing/user-fixtures';

let t: TestApp;
let admin: Record<string, string>;
let adminId: number;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer((await signIn(t, 'superadmin')).token);
  const me = await t.app.inject({ method: 'GET', url: endpointUrl(getMe), headers: admin });
  adminId = (me.json() as { data: { user: { id: number } } }).data.user.id;
});
afterAll(async () => {
  await t?.close();
});

const errorOf = (body: string) => ErrorBodySchema.parse(JSON.parse(body));
const unique = () => `u${Date.now().toString(36)}${(serial += 1)}`;
type UserBody = { data: { user: InternalUser } };

async function create(body: object, headers = admin) {
  return t.app.inject({ method: 'POST', url: endpointUrl(createUser), headers, payload: body });
}

async function createOk(tag = unique(), options: { roleName?: string } = {}) {
  const email = `${tag}@example.co.id`;
  const response = await create(await newUserBody(t, email, tag.toUpperCase(), options));
  expect(response.statusCode).toBe(201);
  return { user: (response.json() as UserBody).data.user, email };
}

describe('access', () => {
  it('refuses every user call without setting.user, and without a session', async () => {
    const signer = bearer((await signIn(t, 'signer')).token);
    for (const url of [
      endpointUrl(listUsers),
      endpointUrl(getUser, { id: adminId }),
      endpointUrl(listExternalUsers),
      endpointUrl(listUserActivity),
    ]) {
      expect((await t.app.inject({ method: 'GET', url, headers: signer })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    const check = await t.app.inject({
      method: 'POST',
      url: endpointUrl(checkUserEmail),
      headers: signer,
      payload: { email: 'a@b.co' },
    });
    expect(check.statusCode).toBe(403);
  });
});

describe('list and detail', () => {
  it('pages through the demo users, active, deactivated and SSO, with PrivyIDs in upper case', async () => {
    const first = await t.app.inject({
      method: 'GET',
      url: `${endpointUrl(listUsers)}?page=1&per_page=5`,
      headers: admin,
    });
    expect(first.statusCode).toBe(200);
    const body = first.json() as {
      data: { user: InternalUser[] };
      meta: { pagination: Pagination };
    };
    expect(body.data.user).toHaveLength(5);
    expect(body.meta.pagination.total_pages).toBeGreaterThan(2);
    const all = await t.app.inject({
      method: 'GET',
      url: `${endpointUrl(listUsers)}?per_page=100`,
      headers: admin,
    });
    const everyone = (all.json() as { data: { user: InternalUser[] } }).data.user;
    expect(everyone.some((user) => user.user_type === 1)).toBe(true);
    expect(everyone.find((user) => user.email === DEMO_DEACTIVATED_USER.email)?.is_active).toBe(
      false,
    );
    expect(everyone.every((user) => user.privy_id === user.privy_id.toUpperCase())).toBe(true);
  });

  it('answers 400, never 500, for ids that are not numbers', async () => {
    for (const id of ['abc', '1.5', '-1', '99999999999']) {
      for (const method of ['GET', 'DELETE'] as const) {
        const response = await t.app.inject({
          method,
          url: endpointUrl(getUser, { id }),
          headers: admin,
        });
        expect(response.statusCode).toBe(400);
      }
      const put = await t.app.inject({
        method: 'PUT',
        url: endpointUrl(updateUser, { id }),
        headers: admin,
        payload: await newUserBody(t, 'x@example.co.id', 'X1'),
      });
      expect(put.statusCode).toBe(400);
      const external = await t.app.inject({
        method: 'DELETE',
        url: endpointUrl(deleteExternalUser, { id }),
        headers: admin,
      });
      expect(external.statusCode).toBe(400);
    }
  });

  it('answers 404 for a user that does not exist', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: endpointUrl(getUser, { id: 2_000_000_000 }),
      headers: admin,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('create', () => {
  it('creates a local user who signs in with the e-mail and the first password', async () => {
    const { user, email } = await createOk();
    expect(user.role.name).toBe('signer');
    expect(user.office_department_code).toBe('LGL');
    expect(user.is_active).toBe(true);
    const detail = await t.app.inject({
      method: 'GET',
      url: endpointUrl(getUser, { id: user.id }),
      headers: admin,
    });
    expect((detail.json() as UserBody).data.user).toEqual(user);
    expect((await postLogin(t, email.toUpperCase(), 'First#Pass1')).statusCode).toBe(200);
  });

  it('never stores the first password in the HTTP log', async () => {
    const { user } = await createOk();
    // The log row is written after the response has gone out.
    await t.app.flushHttpLogs();
    const [log] = await t.database.db
      .select({ body: httpLogs.requestBody })
      .from(httpLogs)
      .where(eq(httpLogs.referenceId, String(user.id)));
    expect(JSON.stringify(log?.body)).toContain('[REDACTED]');
    expect(JSON.stringify(log?.body)).not.toContain('First#Pass1');
  });

  it('refuses an e-mail another user has in any letter case, and a taken PrivyID', async () => {
    const { email, user } = await createOk();
    const again = await create(await newUserBody(t, email.toUpperCase(), unique().toUpperCase()));
    expect(again.statusCode).toBe(409);
    expect(errorOf(again.body).code).toBe('email_taken');
    const samePrivy = await create(
      await newUserBody(t, `${unique()}@example.co.id`, user.privy_id),
    );
    expect(samePrivy.statusCode).toBe(409);
    expect(errorOf(samePrivy.body).code).toBe('privy_id_taken');
  });

  it('refuses an e-mail that is not one, a short password, and offices that do not fit together', async () => {
    const bad = await create(await newUserBody(t, 'not-an-email', unique()));
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(bad.body).messages)).toContain('email');
    const short = await create(
      await newUserBody(t, `${unique()}@example.co.id`, unique(), { password: 'short' }),
    );
    expect(short.statusCode).toBe(400);
    const body = await newUserBody(t, `${unique()}@example.co.id`, unique());
    const offices = await create({ ...body, office_branch_id: body.office_branch_id + 1000 });
    expect(offices.statusCode).toBe(400);
  });

  it('takes no password for an SSO user and requires one for a local user', async () => {
    const body = await newUserBody(t, `${unique()}@example.co.id`, unique());
    expect((await create({ ...body, user_type: 1 })).statusCode).toBe(400);
    const { password: _password, ...withoutPassword } = body;
    expect((await create(withoutPassword)).statusCode).toBe(400);
    const sso = await create({ ...withoutPassword, user_type: 1 });
    expect(sso.statusCode).toBe(201);
    const [row] = await t.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, (sso.json() as UserBody).data.user.id));
    expect(row?.hash).toBeNull();
  });

  it('tells whether an e-mail is taken, and refuses one that is not an e-mail', async () => {
    const { email } = await createOk();
    const check = (value: string) =>
      t.app.inject({
        method: 'POST',
        url: endpointUrl(checkUserEmail),
        headers: admin,
        payload: { email: value },
      });
    expect((await check(email.toUpperCase())).json()).toEqual({ data: { is_exist: true } });
    expect((await check(`${unique()}@example.co.id`)).json()).toEqual({
      data: { is_exist: false },
    });
    expect((await check('nope')).statusCode).toBe(400);
  });
});

describe('update', () => {
  it('changes a user, and a new password ends their sessions', async () => {
    const { user, email } = await createOk();
    const tokens = await signIn(t, email, 'First#Pass1');
    const body = await newUserBody(t, email, user.privy_id, { password: 'Second#Pass2' });
    const response = await t.app.inject({
      method: 'PUT',
      url: endpointUrl(updateUser, { id: user.id }),
      headers: admin,
      payload: { ...body, name: 'Renamed User' },
    });
    expect(response.statusCode).toBe(200);
    expect((response.json() as UserBody).data.user.name).toBe('Renamed User');
    const me = await t.app.inject({
      method: 'GET',
      url: endpointUrl(getMe),
      headers: bearer(tokens.token),
    });
    expect(me.statusCode).toBe(401);
    expect((await postLogin(t, email, 'Second#Pass2')).statusCode).toBe(200);
  });

  it('refuses a user changing their own role', async () => {
    const ids = await userFormIds(t, 'viewer');
    const response = await t.app.inject({
      method: 'PUT',
      url: endpointUrl(updateUser, { id: adminId }),
      headers: admin,
      payload: {
        privy_id: 'DEMO001',
        name: 'Budi Santoso',
        email: 'budi.santoso@demo.example.co.id',
        user_type: 0,
        ...ids,
      },
    });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response.body).error).toBe('You cannot change your own role');
  });
});

describe('delete', () => {
  it('deactivates: sign-in and refresh are refused, the live access token stops at once, the user stays', async () => {
    const { user, email } = await createOk();
    const tokens = await signIn(t, email, 'First#Pass1');
    const response = await t.app.inject({
      method: 'DELETE',
      url: endpointUrl(deleteUser, { id: user.id }),
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: endpointUrl(getMe),
      headers: bearer(tokens.token),
    });
    expect(me.statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: endpointRoute(refreshToken),
      payload: { refresh_token: tokens.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
    expect((await postLogin(t, email, 'First#Pass1')).statusCode).toBe(401);
    const detail = await t.app.inject({
      method: 'GET',
      url: endpointUrl(getUser, { id: user.id }),
      headers: admin,
    });
    expect((detail.json() as UserBody).data.user.is_active).toBe(false);
    const again = await t.app.inject({
      method: 'DELETE',
      url: endpointUrl(deleteUser, { id: user.id }),
      headers: admin,
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses to delete the last super administrator', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: endpointUrl(deleteUser, { id: adminId }),
      headers: admin,
    });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response.body).code).toBe('last_super_admin');
  });

  it('lets a second super administrator go while another stays', async () => {
    const { user } = await createOk(unique(), { roleName: 'super_admin' });
    const response = await t.app.inject({
      method: 'DELETE',
      url: endpointUrl(deleteUser, { id: user.id }),
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('activity, roles and dropdowns', () => {
  it("lists what one user did, newest first, with the user's name", async () => {
    const { user } = await createOk();
    const response = await t.app.inject({
      method: 'GET',
      url: `${endpointUrl(listUserActivity)}?user_id=${adminId}&search=${encodeURIComponent(user.privy_id)}`,
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    const logs = (response.json() as { data: { logs: UserActivity[] } }).data.logs;
    expect(logs[0]).toMatchObject({ user_id: adminId, privy_id: 'DEMO001', action: 'user.create' });
  });

  it('gives roles, job positions, and the roles holding a front-end permission', async () => {
    const roles = await t.app.inject({
      method: 'GET',
      url: endpointUrl(authRoleDropdown),
      headers: admin,
    });
    expect((roles.json() as { data: { name: string }[] }).data.map((role) => role.name)).toContain(
      'signer',
    );
    const positions = await t.app.inject({
      method: 'GET',
      url: endpointUrl(jobPositionDropdown),
      headers: admin,
    });
    expect((positions.json() as { data: unknown[] }).data.length).toBeGreaterThan(0);
    const revoke = await t.app.inject({
      method: 'GET',
      url: `${endpointUrl(rolesByFePermission)}?permission=documents.sign.revoke`,
      headers: admin,
    });
    expect((revoke.json() as { data: { name: string }[] }).data.map((role) => role.name)).toEqual([
      'super_admin',
    ]);
    const unknown = await t.app.inject({
      method: 'GET',
      url: `${endpointUrl(rolesByFePermission)}?permission=nope`,
      headers: admin,
    });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('external users', () => {
  it('adds, lists, refuses a duplicate e-mail, and deletes', async () => {
    const tag = unique();
    const payload = { privy_id: tag, name: 'Guest Signer', email: `${tag}@partner.example.com` };
    const created = await t.app.inject({
      method: 'POST',
      url: endpointUrl(createExternalUser),
      headers: admin,
      payload,
    });
    expect(created.statusCode).toBe(201);
    const external = (created.json() as { data: { external_user: ExternalUser } }).data
      .external_user;
    expect(external.privy_id).toBe(tag.toUpperCase());
    const duplicate = await t.app.inject({
      method: 'POST',
      url: endpointUrl(createExternalUser),
      headers: admin,
      payload: { ...payload, privy_id: unique(), email: payload.email.toUpperCase() },
    });
    expect(duplicate.statusCode).toBe(409);
    const list = await t.app.inject({
      method: 'GET',
      url: `${endpointUrl(listExternalUsers)}?search=${tag}`,
      headers: admin,
    });
    expect((list.json() as { data: ExternalUser[] }).data).toEqual([external]);
    const url = endpointUrl(deleteExternalUser, { id: external.id });
    expect((await t.app.inject({ method: 'DELETE', url, headers: admin })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url, headers: admin })).statusCode).toBe(404);
  });

  it('pages through the demo external users', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${endpointUrl(listExternalUsers)}?per_page=5`,
      headers: admin,
    });
    const body = response.json() as { meta: { pagination: Pagination } };
    expect(body.meta.pagination.total).toBeGreaterThanOrEqual(12);
  });
});
