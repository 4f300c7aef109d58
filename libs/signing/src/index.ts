// Public API of @esign/signing: named exports only.
export {
  SignDocumentDialog,
  SIGNING_FAILED_TITLE,
  type SignDocumentDialogProps,
} from './components/sign-document-dialog';
export {
  BulkSignDialog,
  BULK_SIGNING_FAILED_TITLE,
  type BulkSignDialogProps,
} from './components/bulk-sign-dialog';
export { LazyBulkSignDialog } from './components/lazy-bulk-sign-dialog';
export { UnseenBulksNotice, type UnseenBulksNoticeProps } from './components/unseen-bulks-notice';
export { OtpSigningDialog, type OtpSigningDialogProps } from './components/otp-signing-dialog';
export { signingClock } from './model/signing-clock';
