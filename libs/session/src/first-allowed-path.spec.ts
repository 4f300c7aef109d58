import { firstAllowedPath } from './first-allowed-path';
import { testMenu } from './testing/menu';

describe('firstAllowedPath', () => {
  it('gives the first allowed page in menu order', () => {
    expect(firstAllowedPath(testMenu, ['upload-document', 'setting', 'setting.office'])).toBe(
      '/admin/upload-document',
    );
  });

  it('goes through a parent to its first allowed child', () => {
    expect(firstAllowedPath(testMenu, ['ematerai', 'ematerai.topup'])).toBe(
      '/admin/ematerai/topup-balance',
    );
  });

  it('skips a parent whose children are all denied', () => {
    expect(firstAllowedPath(testMenu, ['documents', 'setting', 'setting.office'])).toBe(
      '/admin/setting/office',
    );
  });

  it('gives null when nothing is allowed', () => {
    expect(firstAllowedPath(testMenu, [])).toBeNull();
  });
});
