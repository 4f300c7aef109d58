import { endpointRoute, endpointUrl, listDocuments, logout } from '@esign/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { users } from '../db/schema/users';
import { bearer, createTestApp, signIn, type TestApp } from '../testing/test-app';

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

describe('a token already used on one instance', () => {
  it('is refused on the very next request after a logout through another instance', async () => {
    const { token } = await signIn(first, 'signer');
    expect((await list(first, token)).statusCode).toBe(200);
    expect((await list(first, token)).statusCode).toBe(200);
    const loggedOut = await second.app.inject({
      method: 'POST',
      url: endpointRoute(logout),
      headers: bearer(token),
    });
    expect(loggedOut.statusCode).toBe(200);
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
