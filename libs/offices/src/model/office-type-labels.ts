import type { OfficeType } from '@esign/contract';

/** What each level is called on the office page: its switch button and its dialog titles. */
export const officeTypeLabels: Record<OfficeType, string> = {
  area: 'Area',
  branch: 'Branch',
  department: 'Department',
};
