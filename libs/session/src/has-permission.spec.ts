import { act, renderHook } from '@testing-library/react';
import { hasPermission, useHasPermission } from './has-permission';
import { useSessionStore } from './session-store';
import { sessionUser } from './testing/factories';

describe('hasPermission', () => {
  it('reads the front-end permissions of the user', () => {
    const user = sessionUser({
      permissions: ['home'],
      fe_permissions: ['home', 'documents.sign.revoke'],
    });
    expect(hasPermission(user, 'documents.sign.revoke')).toBe(true);
    expect(hasPermission(user, 'setting')).toBe(false);
  });

  it('is false without a user', () => {
    expect(hasPermission(null, 'home')).toBe(false);
    expect(hasPermission(undefined, 'home')).toBe(false);
  });
});

describe('useHasPermission', () => {
  it('follows the signed-in user', () => {
    const { result, rerender } = renderHook(() => useHasPermission('setting'));
    expect(result.current).toBe(false);
    act(() => useSessionStore.setState({ user: sessionUser({ fe_permissions: ['setting'] }) }));
    rerender();
    expect(result.current).toBe(true);
    act(() => useSessionStore.setState({ user: null }));
    expect(result.current).toBe(false);
  });
});
