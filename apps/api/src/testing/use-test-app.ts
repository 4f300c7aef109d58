import { afterAll, beforeAll } from '@jest/globals';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';
import { userRequests } from './user-requests';

/**
 * The one app of a test file: created before its tests, closed after them. `t()` is that app
 * (inside tests and hooks only); `as(username)` makes requests as that demo user.
 */
export function useTestApp(options: TestAppOptions = {}) {
  let current: TestApp | undefined;
  const t = (): TestApp => {
    if (!current) throw new Error('The test app exists only inside tests and their hooks');
    return current;
  };
  beforeAll(async () => {
    current = await createTestApp(options);
  });
  afterAll(async () => {
    await current?.close();
  });
  return { t, as: userRequests(t) };
}
