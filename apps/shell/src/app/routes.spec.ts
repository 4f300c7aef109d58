import type { RouteObject } from 'react-router';
import { QueryScope } from './query-scope';
import { appRoutes } from './routes';

function adminRoute(): RouteObject {
  const admin = appRoutes[0]?.children?.find((route) => route.path === 'admin');
  if (!admin) throw new Error('no /admin route');
  return admin;
}

describe('the admin routes', () => {
  it('leave TanStack Query out of the home: every other page sits in the query scope', async () => {
    const [home, scope, ...others] = adminRoute().children ?? [];
    expect(others).toEqual([]);
    expect(home).toMatchObject({ index: true, handle: { permission: 'home' } });
    expect(scope?.path).toBeUndefined();
    const lazy = scope?.lazy;
    if (typeof lazy !== 'function') throw new Error('the query scope is not a lazy route');
    expect(await lazy()).toEqual({ Component: QueryScope });
    const paths = (scope?.children ?? []).map((route) => route.path);
    expect(paths).toEqual(
      expect.arrayContaining(['documents', 'ematerai', 'monitoring', 'setting', '*']),
    );
  });
});

describe('the root route', () => {
  it('names what a full load draws before the first page can render (nothing), so the router does not warn', () => {
    const fallback = appRoutes[0]?.HydrateFallback;
    expect(typeof fallback).toBe('function');
  });
});
