import { matchRoutes, type RouteObject } from 'react-router';
import type { RouteHandle } from '@esign/session';
import { emateraiRoutes } from './routes';

const tree: RouteObject[] = [{ path: '/admin/ematerai', children: emateraiRoutes }];

/** The permission of the page a path opens, or undefined when no page matches (a 404). */
function permissionOf(path: string) {
  const page = matchRoutes(tree, path)?.at(-1)?.route;
  return (page?.handle as RouteHandle | undefined)?.permission;
}

describe('emateraiRoutes', () => {
  it.each([
    '/admin/ematerai/topup-balance',
    '/admin/ematerai/topup-balance/add',
    '/admin/ematerai/topup-balance/multiple',
    '/admin/ematerai/topup-balance/detail/30',
    '/admin/ematerai/topup-balance/update/30',
    '/admin/ematerai/topup-balance/30',
  ])('opens %s behind ematerai.topup (the menu entry no longer 404s)', (path) => {
    expect(permissionOf(path)).toBe('ematerai.topup');
  });

  it('opens the detail for a bare top-up ref', async () => {
    const bare = matchRoutes(tree, '/admin/ematerai/topup-balance/30')?.at(-1);
    const loader = bare?.route.loader;
    if (typeof loader !== 'function') throw new Error('the bare ref has no redirecting loader');
    const response = (await loader({
      params: bare?.params ?? {},
      request: new Request('http://localhost/admin/ematerai/topup-balance/30'),
      // The loader reads only the params; the rest of its argument is not needed here.
    } as never)) as Response;
    expect(response.headers.get('Location')).toBe('/admin/ematerai/topup-balance/detail/30');
  });

  it('keeps the other pages behind their own codes', () => {
    expect(permissionOf('/admin/ematerai/ematerai-balance')).toBe('ematerai.ematerai-balance');
    expect(permissionOf('/admin/ematerai/transfer-details/12')).toBe('ematerai.ematerai-balance');
    expect(permissionOf('/admin/ematerai/history-balance')).toBe('ematerai.history-balance');
  });
});
