import { adminMenu } from '../testing/admin-menu';
import { menuTitle } from './menu-title';

describe('menuTitle', () => {
  it("is the active entry's label", () => {
    expect(menuTitle(adminMenu, '/admin/documents/sign/REF-1')).toBe('Need to Sign');
  });

  it("is 'Dashboard' when no entry matches", () => {
    expect(menuTitle(adminMenu, '/admin/notification')).toBe('Dashboard');
    expect(menuTitle([], '/admin')).toBe('Dashboard');
  });
});
