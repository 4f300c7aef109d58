/**
 * The columns of the multiple top-up spreadsheet, in order: the sample writes these headers and
 * the import reads the columns by position and checks the headers. `param` names the column in
 * a row's errors (the sheet's own words, so the uploader knows which cell to fix).
 */
export const TOP_UP_SHEET_COLUMNS = [
  { param: 'office_area_code', header: 'Office Area Code', width: 20, text: true },
  { param: 'office_branch_code', header: 'Office Branch Code', width: 22, text: true },
  { param: 'office_department_code', header: 'Office Department Code', width: 26, text: true },
  { param: 'po_number', header: 'PO Number', width: 20, text: true },
  { param: 'line_item_number', header: 'Line Item Number', width: 20, text: true },
  { param: 'amount', header: 'Amount (Rp)', width: 16, text: false },
] as const;

export type TopUpSheetParam = (typeof TOP_UP_SHEET_COLUMNS)[number]['param'];
