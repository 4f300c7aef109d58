import {
  balanceLogQueryFromParams,
  costCenterQueryFromParams,
  officeFilterOf,
  topUpQueryFromParams,
  withParam,
} from './balance-search-params';

describe('costCenterQueryFromParams', () => {
  it('sends the department as the JSON array the server expects', () => {
    expect(
      costCenterQueryFromParams(
        new URLSearchParams('office_area_id=1&office_branch_id=2&office_department_id=3&page=2'),
      ),
    ).toEqual({
      page: 2,
      per_page: 10,
      office_area_id: 1,
      office_branch_id: 2,
      office_department_id: '[3]',
    });
  });

  it('drops invalid values rather than sending them', () => {
    expect(costCenterQueryFromParams(new URLSearchParams('office_area_id=abc&page=-1'))).toEqual({
      page: 1,
      per_page: 10,
    });
  });
});

describe('balanceLogQueryFromParams', () => {
  it('keeps valid dates and a known kind only', () => {
    expect(
      balanceLogQueryFromParams(
        new URLSearchParams('start_date=2026-11-01&end_date=nope&kind=transfer_in'),
      ),
    ).toEqual({ page: 1, per_page: 10, start_date: '2026-11-01', kind: 'transfer_in' });
    expect(balanceLogQueryFromParams(new URLSearchParams('kind=steal'))).toEqual({
      page: 1,
      per_page: 10,
    });
  });
});

describe('withParam', () => {
  it('clears the offices under a changed area and goes back to page 1', () => {
    const next = withParam(
      new URLSearchParams('office_area_id=1&office_branch_id=2&office_department_id=3&page=4'),
      'office_area_id',
      5,
    );
    expect(next.toString()).toBe('office_area_id=5');
  });

  it('keeps the filters when only the page changes', () => {
    expect(withParam(new URLSearchParams('kind=usage'), 'page', 3).toString()).toBe(
      'kind=usage&page=3',
    );
  });
});

describe('topUpQueryFromParams', () => {
  it('reads the status, dates and offices, and drops a status outside the display set', () => {
    const query = topUpQueryFromParams(
      new URLSearchParams('status=waiting&start_date=2026-11-01&office_department_id=4&page=3'),
    );
    expect(query).toEqual({
      page: 3,
      per_page: 10,
      status: 'waiting',
      start_date: '2026-11-01',
      office_department_id: '[4]',
    });
    expect(topUpQueryFromParams(new URLSearchParams('status=approved'))).toEqual({
      page: 1,
      per_page: 10,
    });
  });

  it('gives the total only the office filters', () => {
    expect(
      officeFilterOf(
        topUpQueryFromParams(new URLSearchParams('status=paid&office_area_id=1&page=2')),
      ),
    ).toEqual({ office_area_id: 1 });
  });
});
