import { vendorListQueryOf } from './vendor-list-query';

describe('vendorListQueryOf', () => {
  it('reads page, search and status from the URL', () => {
    expect(
      vendorListQueryOf(new URLSearchParams('page=3&search=%20maju%20&status=waiting')),
    ).toEqual({ page: 3, per_page: 10, search: 'maju', status: 'waiting' });
  });

  it('leaves out a page, status or search it cannot use', () => {
    expect(vendorListQueryOf(new URLSearchParams('page=abc&status=gone&search=%20'))).toEqual({
      page: 1,
      per_page: 10,
    });
  });
});
