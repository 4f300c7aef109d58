import { dataEnvelope, defineEndpoint, endpointRoute, logout } from '@esign/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowsOf } from '../db/database';
import { rolePermissions, users } from '../db/schema/users';
import { countPrincipalsReadAgain } from '../testing/principal-reads';
import { bearer, createTestApp, signIn, type TestApp } from '../testing/test-app';
import { permissionIdOf, roleIdOf } from '../testing/user-fixtures';
import { notFound } from './api-error';
import { registerEndpoint } from './register-endpoint';

// A read-only endpoint that confirms its principal in its own statement, as the document list
// does: `digest=no` leaves the digest out (an empty page), `missing=yes` answers 404.
const PERMISSION = 'documents.sign';
const readProbe = defineEndpoint({
  id: 'readProbe',
  method: 'GET',
  prefix: 'admin',
  path: 'probe/confirmed-read',
  tag: 'test',
  summary: 'Confirms its principal in its own statement',
  access: { permission: PERMISSION },
  query: z.object({
    digest: z.enum(['yes', 'no']).default('yes'),
    missing: z.enum(['yes', 'no']).default('no'),
  }),
  response: dataEnvelope(z.object({ role: z.string() })),
});

const writeProbe = defineEndpoint({
  id: 'writeProbe',
  method: 'POST',
  prefix: 'admin',
  path: 'probe/confirmed-write',
  tag: 'test',
  summary: 'A write may not confirm its principal afterwards',
  access: 'session',
  response: dataEnvelope(z.object({ ok: z.boolean() })),
});

let first: TestApp;
let second: TestApp;
/** The role each run of the probe's handler saw, and how often a principal was read again. */
let runs: string[] = [];
let readsAgain = { count: 0 };

beforeAll(async () => {
  first = await createTestApp({
    beforeReady: (app) => {
      registerEndpoint(
        app,
        readProbe,
        async ({ principal, principalCheck, query }) => {
          runs.push(principal.roleName);
          if (query.digest === 'yes') {
            const digest = principalCheck.column({
              userId: principal.userId,
              sessionId: principal.sessionId,
              now: first.clock.now(),
            });
            const [row] = rowsOf<{ digest: string | null }>(
              await first.context.db.execute(sql`select ${digest} as digest`),
            );
            principalCheck.confirm(row?.digest);
          }
          if (query.missing === 'yes') throw notFound('Nothing here');
          return { data: { role: principal.roleName } };
        },
        { confirmsPrincipal: true },
      );
    },
  });
  readsAgain = countPrincipalsReadAgain(first.app);
  second = await createTestApp({ database: first.database, clock: first.clock, seed: 'none' });
});

afterAll(async () => {
  await second?.close();
  await first?.close();
});

beforeEach(() => {
  runs = [];
  readsAgain.count = 0;
});

const probeUrl = endpointRoute(readProbe);
const read = (token: string, query = '') =>
  first.app.inject({ method: 'GET', url: `${probeUrl}${query}`, headers: bearer(token) });

async function setRole(username: string, role: string): Promise<void> {
  await first.database.db
    .update(users)
    .set({ roleId: await roleIdOf(first, role) })
    .where(eq(users.username, username));
}

describe('an endpoint confirming its principal in its own statement', () => {
  it('answers a session it has seen with the principal confirmed by its statement, without reading it again', async () => {
    const { token } = await signIn(first, 'signer');
    expect((await read(token)).statusCode).toBe(200);
    runs = [];
    const response = await read(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { role: 'signer' } });
    expect(runs).toEqual(['signer']);
    expect(readsAgain.count).toBe(0);
  });

  it('reads the principal again when the statement carried no digest, and answers once', async () => {
    const { token } = await signIn(first, 'signer');
    await read(token);
    runs = [];
    const response = await read(token, '?digest=no');
    expect(response.statusCode).toBe(200);
    expect(runs).toEqual(['signer']);
    expect(readsAgain.count).toBe(1);
  });

  it('answers 401, not the handler’s result, once the session was ended through another instance', async () => {
    const { token } = await signIn(first, 'signer');
    expect((await read(token)).statusCode).toBe(200);
    const loggedOut = await second.app.inject({
      method: 'POST',
      url: endpointRoute(logout),
      headers: bearer(token),
    });
    expect(loggedOut.statusCode).toBe(200);
    for (const query of ['', '?digest=no']) {
      const response = await read(token, query);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'session_ended' });
    }
  });

  it('answers 401 once the user is deactivated, whatever the handler found', async () => {
    const { token } = await signIn(first, 'signer');
    expect((await read(token)).statusCode).toBe(200);
    await first.database.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.username, 'signer'));
    try {
      expect((await read(token)).statusCode).toBe(401);
      expect((await read(token, '?missing=yes')).statusCode).toBe(401);
    } finally {
      await first.database.db
        .update(users)
        .set({ isActive: true })
        .where(eq(users.username, 'signer'));
    }
  });

  it('answers again with the new role when the role changed since the session was last seen', async () => {
    const { token } = await signIn(first, 'signer');
    expect((await read(token)).statusCode).toBe(200);
    await setRole('signer', 'super_admin');
    try {
      runs = [];
      const response = await read(token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { role: 'super_admin' } });
      expect(runs).toEqual(['signer', 'super_admin']);
    } finally {
      await setRole('signer', 'signer');
    }
  });

  it('answers 403 when the role lost the endpoint’s permission since the session was last seen', async () => {
    const { token } = await signIn(first, 'signer');
    expect((await read(token)).statusCode).toBe(200);
    const roleId = await roleIdOf(first, 'signer');
    const granted = await permissionIdOf(first, PERMISSION);
    await first.database.db
      .delete(rolePermissions)
      .where(and(eq(rolePermissions.roleId, roleId), eq(rolePermissions.permissionId, granted)));
    try {
      const response = await read(token);
      expect(response.statusCode).toBe(403);
    } finally {
      await first.database.db.insert(rolePermissions).values({ roleId, permissionId: granted });
    }
    expect((await read(token)).statusCode).toBe(200);
  });

  it('lets in a session whose role gained the permission since it was last seen', async () => {
    const { token } = await signIn(first, 'finance');
    const roleId = await roleIdOf(first, 'finance');
    const granted = await permissionIdOf(first, PERMISSION);
    const [held] = await first.database.db
      .select({ roleId: rolePermissions.roleId })
      .from(rolePermissions)
      .where(and(eq(rolePermissions.roleId, roleId), eq(rolePermissions.permissionId, granted)));
    expect(held).toBeUndefined();
    expect((await read(token)).statusCode).toBe(403);
    await first.database.db.insert(rolePermissions).values({ roleId, permissionId: granted });
    try {
      const response = await read(token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { role: 'finance' } });
    } finally {
      await first.database.db
        .delete(rolePermissions)
        .where(and(eq(rolePermissions.roleId, roleId), eq(rolePermissions.permissionId, granted)));
    }
  });

  it('passes the handler’s own error on once the principal is confirmed', async () => {
    const { token } = await signIn(first, 'signer');
    await read(token);
    const response = await read(token, '?digest=no&missing=yes');
    expect(response.statusCode).toBe(404);
    expect(readsAgain.count).toBe(1);
  });

  it('is refused for an endpoint that is not a GET', () => {
    expect(() =>
      registerEndpoint(second.app, writeProbe, async () => ({ data: { ok: true } }), {
        confirmsPrincipal: true,
      }),
    ).toThrow('only a GET endpoint may confirm its principal');
  });
});
