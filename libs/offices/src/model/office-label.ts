import { PLACEHOLDER_OFFICE_CODE } from '@esign/contract';

/** Spec §3/§9: an office whose code is 'default' is a placeholder (the contract's constant). */
export { PLACEHOLDER_OFFICE_CODE };

export type OfficeLevel = 'area' | 'branch' | 'department';

/**
 * How an office shows in a list (spec §3): "code - name"; a placeholder area shows its name only,
 * a placeholder branch a dash. The spec says nothing of a placeholder department; it shows a dash
 * like the branch ("code - name" would print "default - …"). Missing offices show '-'.
 */
export function officeLabel(
  level: OfficeLevel,
  code: string | null | undefined,
  name: string | null | undefined,
): string {
  if (!code && !name) return '-';
  if (code?.toLowerCase() === PLACEHOLDER_OFFICE_CODE) {
    if (level === 'area') return name || '-';
    return '-';
  }
  if (!code) return name ?? '-';
  if (!name) return code;
  return `${code} - ${name}`;
}

/** The office columns a record carries (a document, a user, a cost center). */
export type OfficeFields = {
  office_area_code: string | null;
  office_area_name: string | null;
  office_branch_code: string | null;
  office_branch_name: string | null;
  office_department_code: string | null;
  office_department_name: string | null;
};

/** The office column of a record: its area, branch and department lines. */
export function officeLines(
  record: OfficeFields,
): [area: string, branch: string, department: string] {
  return [
    officeLabel('area', record.office_area_code, record.office_area_name),
    officeLabel('branch', record.office_branch_code, record.office_branch_name),
    officeLabel('department', record.office_department_code, record.office_department_name),
  ];
}
