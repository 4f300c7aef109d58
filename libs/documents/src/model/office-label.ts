/** Spec §3/§9: an office whose code is 'default' is a placeholder. */
export const PLACEHOLDER_OFFICE_CODE = 'default';

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

type OfficeFields = {
  office_area_code: string | null;
  office_area_name: string | null;
  office_branch_code: string | null;
  office_branch_name: string | null;
  office_department_code: string | null;
  office_department_name: string | null;
};

/** The office column of a document: the most specific office it belongs to, with its parents. */
export function documentOfficeLines(document: OfficeFields): string[] {
  return [
    officeLabel('area', document.office_area_code, document.office_area_name),
    officeLabel('branch', document.office_branch_code, document.office_branch_name),
    officeLabel('department', document.office_department_code, document.office_department_name),
  ];
}
