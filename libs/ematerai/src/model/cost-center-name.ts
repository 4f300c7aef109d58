import { officeLabel } from '@esign/offices';

type Office = { code: string; name: string };
export type CostCenterOffices = {
  office_area: Office;
  office_branch: Office;
  office_department: Office;
};

/**
 * A cost center in one line, 'area › branch › department' by the office label rule (spec §3);
 * placeholder offices (a dash) are left out.
 */
export function costCenterName(costCenter: CostCenterOffices): string {
  return [
    officeLabel('area', costCenter.office_area.code, costCenter.office_area.name),
    officeLabel('branch', costCenter.office_branch.code, costCenter.office_branch.name),
    officeLabel('department', costCenter.office_department.code, costCenter.office_department.name),
  ]
    .filter((label) => label !== '-')
    .join(' › ');
}
