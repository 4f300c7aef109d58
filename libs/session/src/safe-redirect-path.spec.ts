import { safeRedirectPath } from './safe-redirect-path';

describe('safeRedirectPath', () => {
  it('accepts a same-origin path with its query and hash', () => {
    expect(safeRedirectPath('/admin/documents/sign?page=2#top')).toBe(
      '/admin/documents/sign?page=2#top',
    );
  });

  it.each([
    ['an absolute URL', 'https://evil.example'],
    ['a protocol-relative URL', '//evil.example'],
    ['a backslash host', '/\\evil'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'admin'],
    ['a tab hiding a second slash', '/\t/evil.example'],
    ['a newline', '/admin\n'],
    ['an empty value', ''],
  ])('rejects %s', (_name, value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });

  it('rejects a missing value', () => {
    expect(safeRedirectPath(null)).toBeNull();
    expect(safeRedirectPath(undefined)).toBeNull();
  });
});
