import { queryFromSearchParams, withFilter } from './list-search-params';

describe('queryFromSearchParams', () => {
  it('reads the filters and page from the URL', () => {
    const query = queryFromSearchParams(
      'completed',
      new URLSearchParams(
        'page=2&search=%20nda%20&start_date=2025-01-01&end_date=2025-01-31&category_id=3',
      ),
    );
    expect(query).toMatchObject({
      status: 'completed',
      page: 2,
      search: 'nda',
      start_date: '2025-01-01',
      end_date: '2025-01-31',
      category_id: 3,
    });
  });

  it('clears the dates on need_to_sign (spec §5)', () => {
    const query = queryFromSearchParams(
      'need_to_sign',
      new URLSearchParams('start_date=2025-01-01&end_date=2025-01-31'),
    );
    expect(query.start_date).toBeUndefined();
    expect(query.end_date).toBeUndefined();
  });

  it('drops invalid values instead of sending them', () => {
    const query = queryFromSearchParams(
      'pending',
      new URLSearchParams('page=-1&category_id=abc&start_date=yesterday'),
    );
    expect(query).toMatchObject({ page: 1 });
    expect(query.category_id).toBeUndefined();
    expect(query.start_date).toBeUndefined();
  });
});

describe('withFilter', () => {
  it('sets a filter and goes back to page 1; an empty value removes it', () => {
    const next = withFilter(new URLSearchParams('page=3&search=a'), 'category_id', 4);
    expect(next.toString()).toBe('search=a&category_id=4');
    expect(withFilter(next, 'search', '').toString()).toBe('category_id=4');
  });

  it('clears the branch and department when the area changes, and the department when the branch does', () => {
    const params = new URLSearchParams(
      'office_area_id=1&office_branch_id=2&office_department_id=3',
    );
    expect(withFilter(params, 'office_area_id', 5).toString()).toBe('office_area_id=5');
    expect(withFilter(params, 'office_branch_id', 6).toString()).toBe(
      'office_area_id=1&office_branch_id=6',
    );
  });
});
