import { officeLines } from '@esign/offices';
import type { CostCenterOffices } from './cost-center-name';

/** The area, branch and department lines of a top-up (or a sheet row) by the office label rule. */
export function topUpOfficeLines(record: CostCenterOffices) {
  return officeLines({
    office_area_code: record.office_area.code,
    office_area_name: record.office_area.name,
    office_branch_code: record.office_branch.code,
    office_branch_name: record.office_branch.name,
    office_department_code: record.office_department.code,
    office_department_name: record.office_department.name,
  });
}
