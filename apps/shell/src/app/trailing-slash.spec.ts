import { withoutTrailingSlash } from './trailing-slash';

describe('trailing slash removal', () => {
  it('redirects a path ending in slashes to the path without them', () => {
    expect(withoutTrailingSlash('/admin/documents/')).toBe('/admin/documents');
    expect(withoutTrailingSlash('/admin//')).toBe('/admin');
  });

  it('leaves the root and clean paths alone', () => {
    expect(withoutTrailingSlash('/')).toBeNull();
    expect(withoutTrailingSlash('/admin')).toBeNull();
  });
});
