/** The error toast titles of spec §8 "Upload document" that this lib's calls report. */
export const UPLOAD_TOAST_TITLES = {
  temporer: 'Failed get meterai',
  check: 'Failed get existing document',
  batch: 'Failed get existing preset',
  recipients: 'Failed get recipient',
  rename: 'Failed update document name',
  update: 'Failed update document',
  delete: 'Failed delete document',
  view: 'Failed seen document',
  // Not in §8: a failed upload is also shown next to its file; the toast names the file.
  upload: 'Failed upload document',
  // §8 names 'Failed to get list ... document category / category emeterai' for the dropdowns.
  documentCategories: 'Failed to get list document category',
  meteraiCategories: 'Failed to get list category emeterai',
} as const;
