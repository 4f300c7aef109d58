import { filterMenuByPermissions } from './filter-menu-by-permissions';
import { testMenu, type TestMenuEntry } from './testing/menu';

const labels = (items: { label: string; children?: { label: string }[] }[]) =>
  items.map((item) =>
    item.children ? `${item.label}[${item.children.map((c) => c.label).join(',')}]` : item.label,
  );

describe('filterMenuByPermissions', () => {
  it('shows an entry only if the user holds its code', () => {
    expect(labels(filterMenuByPermissions(testMenu, ['upload-document']))).toEqual([
      'Upload Document',
    ]);
  });

  it('shows a parent with its code and at least one child code, and filters its children', () => {
    const visible = filterMenuByPermissions(testMenu, ['documents', 'documents.ongoing']);
    expect(labels(visible)).toEqual(['Document[Ongoing]']);
  });

  it('hides a parent whose code is held without any child code', () => {
    expect(filterMenuByPermissions(testMenu, ['documents', 'ematerai'])).toEqual([]);
  });

  it('hides a parent without its own code even when a child code is held', () => {
    expect(filterMenuByPermissions(testMenu, ['documents.sign'])).toEqual([]);
  });

  it('keeps menu order and the other fields of each entry', () => {
    const visible = filterMenuByPermissions(testMenu, ['home', 'setting', 'setting.office']);
    expect(visible).toEqual([
      testMenu[0],
      {
        label: 'Setting',
        path: '/admin/setting',
        code: 'setting',
        children: [testMenu[4]?.children?.[0]],
      },
    ]);
  });

  it('shows entries that carry no code', () => {
    const help: TestMenuEntry[] = [{ label: 'Help', path: '/admin/help' }];
    expect(filterMenuByPermissions(help, [])).toEqual(help);
  });
});
