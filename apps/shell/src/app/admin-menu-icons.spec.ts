import { adminMenuEntries } from './admin-menu';
import { adminMenu } from './admin-menu-icons';

describe('adminMenu', () => {
  it('gives every top-level entry an icon and keeps the entries of the menu as written', () => {
    for (const entry of adminMenu) expect(entry.icon).toBeDefined();
    expect(adminMenu.map(({ icon: _icon, ...entry }) => entry)).toEqual(adminMenuEntries);
  });

  it('leaves the entries read at start without icons, so none loads before the frame', () => {
    expect(adminMenuEntries.some((entry) => entry.icon !== undefined)).toBe(false);
  });
});
