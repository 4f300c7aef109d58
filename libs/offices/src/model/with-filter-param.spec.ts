import { withFilterParam } from './with-filter-param';

describe('withFilterParam', () => {
  it('clears the branch and department when another area is chosen, and goes back to page 1', () => {
    const params = new URLSearchParams(
      'office_area_id=1&office_branch_id=2&office_department_id=3&page=4&search=nda',
    );
    expect(withFilterParam(params, 'office_area_id', 5).toString()).toBe(
      'office_area_id=5&search=nda',
    );
  });

  it('clears only the department when another branch is chosen', () => {
    const params = new URLSearchParams(
      'office_area_id=1&office_branch_id=2&office_department_id=3',
    );
    expect(withFilterParam(params, 'office_branch_id', 7).toString()).toBe(
      'office_area_id=1&office_branch_id=7',
    );
  });

  it('removes a filter set to an empty value and keeps the page when only the page changes', () => {
    const params = new URLSearchParams('kind=usage&page=2');
    expect(withFilterParam(params, 'kind', '').toString()).toBe('');
    expect(withFilterParam(params, 'page', 3).toString()).toBe('kind=usage&page=3');
  });

  it('leaves the params it was given unchanged', () => {
    const params = new URLSearchParams('office_area_id=1');
    withFilterParam(params, 'office_area_id', 2);
    expect(params.toString()).toBe('office_area_id=1');
  });
});
