import type { MenuItem } from './menu-item';
import { findActiveMenuEntry } from './find-active-menu-entry';
import { adminMenu } from '../testing/admin-menu';

const labelAt = (pathname: string, menu: MenuItem[] = adminMenu) =>
  findActiveMenuEntry(menu, pathname)?.label;

describe('findActiveMenuEntry', () => {
  it('finds the entry whose path equals the pathname', () => {
    expect(labelAt('/admin/upload-document')).toBe('Upload Document');
    expect(labelAt('/admin')).toBe('Home');
  });

  it('finds a nested entry', () => {
    expect(labelAt('/admin/documents/completed')).toBe('Completed');
  });

  it('matches sub paths of an entry (detail and sub pages)', () => {
    expect(labelAt('/admin/documents/sign/REF-001')).toBe('Need to Sign');
    expect(labelAt('/admin/ematerai/topup-balance/update/42')).toBe('Top Up Balance');
  });

  it('only matches at a "/" boundary', () => {
    expect(labelAt('/admin/documents/signature')).toBe('Document');
    expect(labelAt('/admin/upload-documents')).toBeUndefined();
  });

  it('prefers the deepest, longest match over its parent', () => {
    expect(labelAt('/admin/ematerai/ematerai-balance/transfer-balance')).toBe('Balance & Transfer');
  });

  it('falls back to the parent for a sub path without a child of its own', () => {
    expect(labelAt('/admin/documents')).toBe('Document');
  });

  it('does not let an exact entry match its sub paths', () => {
    expect(labelAt('/admin/notification')).toBeUndefined();
  });

  it('lets a non-exact root entry match its sub paths', () => {
    expect(labelAt('/admin/notification', [{ label: 'Home', path: '/admin' }])).toBe('Home');
  });

  it('ignores trailing slashes, query strings and hashes', () => {
    expect(labelAt('/admin/documents/pending/')).toBe('Ongoing');
    expect(labelAt('/admin/documents/pending?page=2#top')).toBe('Ongoing');
    expect(labelAt('/admin/', [{ label: 'Home', path: '/admin/' }])).toBe('Home');
  });

  it('prefers the deeper entry when two entries share a path', () => {
    const menu: MenuItem[] = [
      {
        label: 'Setting',
        path: '/admin/setting',
        children: [{ label: 'Overview', path: '/admin/setting' }],
      },
    ];
    expect(labelAt('/admin/setting', menu)).toBe('Overview');
  });

  it('returns undefined outside the menu', () => {
    expect(labelAt('/login')).toBeUndefined();
    expect(findActiveMenuEntry([], '/admin')).toBeUndefined();
  });
});
