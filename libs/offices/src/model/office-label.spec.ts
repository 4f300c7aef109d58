import { officeLines, officeLabel } from './office-label';

describe('officeLabel (spec §3)', () => {
  it('shows "code - name"', () => {
    expect(officeLabel('branch', 'JKT-01', 'Sudirman')).toBe('JKT-01 - Sudirman');
    expect(officeLabel('department', 'HR', 'Human Resources')).toBe('HR - Human Resources');
  });

  it('shows only the name of a placeholder area', () => {
    expect(officeLabel('area', 'default', 'Head Office')).toBe('Head Office');
  });

  it('shows a dash for a placeholder branch', () => {
    expect(officeLabel('branch', 'default', 'Default branch')).toBe('-');
  });

  it('shows a dash when there is no office, and what there is when half is missing', () => {
    expect(officeLabel('area', null, null)).toBe('-');
    expect(officeLabel('department', null, 'Finance')).toBe('Finance');
    expect(officeLabel('department', 'default', 'Head Office')).toBe('-');
    expect(officeLabel('department', 'FIN', null)).toBe('FIN');
  });

  it('gives the area, branch and department lines of a record', () => {
    const record = {
      office_area_code: 'default',
      office_area_name: 'Head Office',
      office_branch_code: 'default',
      office_branch_name: 'x',
      office_department_code: 'HR',
      office_department_name: 'Human Resources',
    };
    expect(officeLines(record)).toEqual(['Head Office', '-', 'HR - Human Resources']);
  });
});
