import {
  endpointRoute,
  endpointUrl,
  getDocument,
  getMe,
  listDocuments,
  logout,
  MeResponseSchema,
} from '@esign/contract';
import { and, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { permissions, rolePermissions, roles, users } from '../db/schema/users';
import { createFixtureDocument } from '../testing/document-fixtures';
import { countPrincipalsReadAgain } from '../testing/principal-reads';
import { bearer, createTestApp, signIn, type TestApp } from '../testing/test-app';
import { roleIdOf } from '../testing/user-fixtures';

// Two instances on one database, as behind a load balancer: whatever one instance remembers
// about a token must not outlive a logout or a deactivation made through the other.
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  first = await createTestApp();
  second = await createTestApp({ database: first.database, clock: first.clock, seed: 'none' });
});

afterAll(async () => {
  await second?.close();
  await first?.close();
});

const listUrl = `${endpointUrl(listDocuments)}?status=need_to_sign&page=1&per_page=10`;
const list = (app: TestApp, token: string) =>
  app.app.inject({ method: 'GET', url: listUrl, headers: bearer(token) });

/** Takes a permission back from a role: deletes its row of role_permissions. */
async function revoke(grant: { roleId: number; permissionId: number }): Promise<void> {
  await first.database.db
    .delete(rolePermissions)
    .where(
      and(
        eq(rolePermissions.roleId, grant.roleId),
        eq(rolePermissions.permissionId, grant.permissionId),
      ),
    );
}

async function logOutThrough(app: TestApp, token: string): Promise<void> {
  const loggedOut = await app.app.inject({
    method: 'POST',
    url: endpointRoute(logout),
    headers: bearer(token),
  });
  expect(loggedOut.statusCode).toBe(200);
}

describe('a token already used on one instance', () => {
  it('is refused on the very next request after a logout through another instance', async () => {
    const { token } = await signIn(first, 'signer');
    expect((await list(first, token)).statusCode).toBe(200);
    expect((await list(first, token)).statusCode).toBe(200);
    await logOutThrough(second, token);
    expect((await list(first, token)).statusCode).toBe(401);
  });

  it('is refused on the very next request once its user is deactivated', async () => {
    const { token } = await signIn(first, 'signer');
    expect((await list(first, token)).statusCode).toBe(200);
    await first.database.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.username, 'signer'));
    try {
      expect((await list(first, token)).statusCode).toBe(401);
      expect((await list(second, token)).statusCode).toBe(401);
    } finally {
      await first.database.db
        .update(users)
        .set({ isActive: true })
        .where(eq(users.username, 'signer'));
    }
  });
});

// A list page confirms a session it has seen before in its own statement (register-endpoint's
// confirmsPrincipal): these pages have rows, so the confirmation comes from the page itself.
describe('a document list page or detail of a session seen before', () => {
  let reference = '';
  /** Principals read again, when a page's own statement did not confirm one. */
  let readsAgain = { count: 0 };
  beforeAll(async () => {
    ({ reference } = await createFixtureDocument(first.context, {
      uploader: 'viewer',
      signers: ['signer'],
    }));
    readsAgain = countPrincipalsReadAgain(first.app);
  });

  const pageOf = async (app: TestApp, token: string) => {
    const response = await list(app, token);
    return { status: response.statusCode, body: response.json() as { data: { data: unknown[] } } };
  };

  it('is confirmed by its own rows, and refused on the next request after a logout through another instance', async () => {
    const { token } = await signIn(first, 'signer');
    expect((await pageOf(first, token)).body.data.data).toHaveLength(1);
    readsAgain.count = 0;
    expect((await pageOf(first, token)).body.data.data).toHaveLength(1);
    expect(readsAgain.count).toBe(0);
    await logOutThrough(second, token);
    expect((await list(first, token)).statusCode).toBe(401);
  });

  it('is a detail confirmed by its own statement, and refused on the next request after a logout through another instance', async () => {
    const { token } = await signIn(first, 'signer');
    const detail = () =>
      first.app.inject({
        method: 'GET',
        url: endpointUrl(getDocument, { id: reference }),
        headers: bearer(token),
      });
    expect((await detail()).statusCode).toBe(200);
    readsAgain.count = 0;
    const seen = await detail();
    expect(seen.statusCode).toBe(200);
    expect(readsAgain.count).toBe(0);
    expect(seen.json()).toMatchObject({ data: { data: { reference_number: reference } } });
    await logOutThrough(second, token);
    expect((await detail()).statusCode).toBe(401);
  });

  it('is refused at once when the role loses the list’s permission', async () => {
    const { token } = await signIn(first, 'signer');
    expect((await pageOf(first, token)).body.data.data).toHaveLength(1);
    const [grant] = await first.database.db
      .select({ roleId: rolePermissions.roleId, permissionId: rolePermissions.permissionId })
      .from(rolePermissions)
      .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
      .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
      .where(and(eq(roles.name, 'signer'), eq(permissions.code, 'documents.sign')));
    if (!grant) throw new Error('The signer role should open the sign list');
    await revoke(grant);
    try {
      expect((await list(first, token)).statusCode).toBe(403);
    } finally {
      await first.database.db.insert(rolePermissions).values(grant);
    }
    expect((await pageOf(first, token)).body.data.data).toHaveLength(1);
  });
});

// user/me, asked for on every full page load, confirms the principal in its own statement too.
describe('user/me of a session seen before', () => {
  let readsAgain = { count: 0 };
  beforeAll(() => {
    readsAgain = countPrincipalsReadAgain(first.app);
  });

  const me = async (app: TestApp, token: string) => {
    const response = await app.app.inject({
      method: 'GET',
      url: endpointRoute(getMe),
      headers: bearer(token),
    });
    return {
      status: response.statusCode,
      user: response.statusCode === 200 ? MeResponseSchema.parse(response.json()).data.user : null,
    };
  };

  it('is confirmed by its own statement, and refused on the next request after a logout through another instance', async () => {
    const { token } = await signIn(first, 'signer');
    expect((await me(first, token)).status).toBe(200);
    readsAgain.count = 0;
    const seen = await me(first, token);
    expect(seen.user).toMatchObject({ username: 'signer', auth_role: { name: 'signer' } });
    expect(readsAgain.count).toBe(0);
    await logOutThrough(second, token);
    expect((await me(first, token)).status).toBe(401);
  });

  it('shows a permission granted to the role since, on the very next request', async () => {
    const { token } = await signIn(first, 'signer');
    const before = await me(first, token);
    const roleId = await roleIdOf(first, 'signer');
    const [missing] = await first.database.db
      .select({ id: permissions.id, code: permissions.code })
      .from(permissions)
      .where(notInArray(permissions.code, before.user?.permissions ?? []));
    if (!missing) throw new Error('The signer role should lack some permission');
    const grant = { roleId, permissionId: missing.id };
    await first.database.db.insert(rolePermissions).values(grant);
    try {
      readsAgain.count = 0;
      const after = await me(first, token);
      expect(after.user?.permissions).toContain(missing.code);
      expect(after.user?.permissions).toHaveLength((before.user?.permissions.length ?? 0) + 1);
      expect(readsAgain.count).toBe(1);
    } finally {
      await revoke(grant);
    }
    expect((await me(first, token)).user?.permissions).toEqual(before.user?.permissions);
  });
});
