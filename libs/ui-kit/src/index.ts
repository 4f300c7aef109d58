// Public API of @esign/ui-kit: named exports only.

// Theme and providers
export { getAppSystem, prepareAppSystem } from './theme/app-system';
// A task of its own for what can wait for the browser to draw and handle input
export { nextTask } from './scheduling/next-task';
export { UiProvider, type UiProviderProps } from './provider/ui-provider';
export { ColorModeToggle, type ColorModeToggleProps } from './provider/color-mode-toggle';
export {
  PRERENDERED_PAGE_ID,
  hasPrerenderedPage,
  removePrerenderedPage,
  usePrerenderedInput,
  ReplacePrerenderedPage,
} from './prerender/prerendered-page';

// The PDF viewer is @esign/ui-kit/pdf; only the early start of its code and worker is here.
export { startPdfViewerLoad } from './pdf-viewer-load';

// An object URL of a fetched blob for an <img>, released with the component
export { useObjectUrl } from './media/use-object-url';
// Work held back until the component's first frame is drawn and what it waits for has come
export { useStartAfter } from './media/use-start-after';

// Popup notifications
export { toaster } from './toast/toaster-store';
export { Toaster } from './toast/toaster';
export { notifySuccess } from './toast/notify-success';
export { notifyError } from './toast/notify-error';

// Admin layout
export type { MenuItem } from './layout/menu-item';
export type { AdminUser } from './layout/admin-user';
export type { RightDrawerOptions } from './layout/right-drawer-options';
export { findActiveMenuEntry } from './layout/find-active-menu-entry';
export { menuTitle } from './layout/menu-title';
export { initialsOf } from './layout/initials-of';
export { notificationLabel } from './layout/notification-label';
export { AdminLayout, type AdminLayoutProps } from './layout/admin-layout';
// For a lazily loaded page that opens its own right drawer (the page's chunk carries it).
export { RightDrawer, type RightDrawerProps } from './layout/right-drawer';

// Dialogs
export { FormDialog, type FormDialogProps } from './dialogs/form-dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './dialogs/confirm-dialog';
export { SharedDialog, type SharedDialogProps } from './dialogs/shared-dialog';
export type { SharedDialogIcon } from './dialogs/shared-dialog-icon';

// Tables
export {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type DataTableSelection,
} from './table/data-table';
export {
  PaginationBar,
  type PaginationBarProps,
  type PaginationState,
} from './table/pagination-bar';

export { urlListQueryOf, type UrlListQuery } from './table/url-list-query';
export { UrlSearchForm, type UrlSearchFormProps } from './table/url-search-form';
export { UrlPaginationBar, type UrlPaginationBarProps } from './table/url-pagination-bar';

// Validated inputs (spec §5)
export { useDebouncedValue } from './inputs/use-debounced-value';
export { sanitizeNumeric } from './inputs/sanitize-numeric';
export { sanitizeThousandDot } from './inputs/sanitize-thousand-dot';
export { parseThousandDot } from './inputs/parse-thousand-dot';
export { sanitizeAlpha } from './inputs/sanitize-alpha';
export { sanitizeAlphanumeric } from './inputs/sanitize-alphanumeric';
export { sanitizeIdCard } from './inputs/sanitize-id-card';
export { sanitizeFileName } from './inputs/sanitize-file-name';
export { normalizeMultipleEmail } from './inputs/normalize-multiple-email';
export type { ValueInputProps } from './inputs/value-input-props';
export { NumericInput, type NumericInputProps } from './inputs/numeric-input';
export { ThousandDotInput, type ThousandDotInputProps } from './inputs/thousand-dot-input';
export { AlphaInput, type AlphaInputProps } from './inputs/alpha-input';
export { AlphanumericInput, type AlphanumericInputProps } from './inputs/alphanumeric-input';
export { IdCardInput, type IdCardInputProps } from './inputs/id-card-input';
export { FileNameInput, type FileNameInputProps } from './inputs/file-name-input';
export { MultipleEmailInput, type MultipleEmailInputProps } from './inputs/multiple-email-input';
export { FormField, type FormFieldProps } from './inputs/form-field';
export { fileChoiceProblem, type FileChoiceRule } from './inputs/file-choice-problem';
export { DateRangeFields, type DateRangeFieldsProps } from './inputs/date-range-fields';

// Formatters (spec §5, §9)
export { formatRupiah } from './format/format-rupiah';
export { groupThousands } from './format/group-thousands';
export { formatBytes } from './format/format-bytes';
export { truncate } from './format/truncate';
export { toFixedDecimals } from './format/to-fixed-decimals';
export { fallback } from './format/fallback';
export { formatDateTime } from './format/format-date-time';
export { formatUnreadCount } from './format/format-unread-count';

// Error pages
export { ErrorPage, type ErrorPageProps } from './errors/error-page';
export type { ErrorStatus } from './errors/error-status';

// Screen building blocks
export { PageHeader, type PageHeaderProps } from './feedback/page-header';
export { EmptyState, type EmptyStateProps } from './feedback/empty-state';
export { LoadingState, type LoadingStateProps } from './feedback/loading-state';
export { StatusBadge, type StatusBadgeProps, type StatusDisplay } from './feedback/status-badge';
