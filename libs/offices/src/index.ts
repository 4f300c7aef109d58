// Public API of @esign/offices: named exports only.

// Setting › Office (pages load lazily)
export { officeRoutes } from './routes';

// The office label rule (spec §3)
export {
  officeLabel,
  officeLines,
  PLACEHOLDER_OFFICE_CODE,
  type OfficeFields,
  type OfficeLevel,
} from './model/office-label';

// The URL rule of lists filtered by office
export { withFilterParam } from './model/with-filter-param';
export { positiveIntParam } from './model/positive-int-param';

// Pickers: their options, queries and key factory
export { officeKeys } from './api/office-keys';
export {
  getOfficeAreaOptions,
  officeAreaOptionsQueryOptions,
  useOfficeAreaOptions,
} from './api/get-office-area-options';
export {
  getOfficeBranchOptions,
  officeBranchOptionsQueryOptions,
  useOfficeBranchOptions,
} from './api/get-office-branch-options';
export {
  getOfficeDepartmentOptions,
  officeDepartmentOptionsQueryOptions,
  useOfficeDepartmentOptions,
} from './api/get-office-department-options';
export type { OfficePickerProps } from './components/office-select';
export { OfficeAreaPicker } from './components/office-area-picker';
export {
  OfficeBranchPicker,
  type OfficeBranchPickerProps,
} from './components/office-branch-picker';
export {
  OfficeDepartmentPicker,
  type OfficeDepartmentPickerProps,
} from './components/office-department-picker';
export {
  OfficePickers,
  type OfficePickersProps,
  type OfficeSelection,
} from './components/office-pickers';

// Reference data other domains show in pickers (document categories, job positions)
export {
  documentCategoryOptionsQueryOptions,
  getDocumentCategoryOptions,
  getJobPositionOptions,
  JOB_POSITION_OPTIONS_FAILED_TITLE,
  jobPositionOptionsQueryOptions,
  referenceKeys,
  useDocumentCategoryOptions,
  useJobPositionOptions,
  type ReferenceOptionsSettings,
} from './api/reference-options';
