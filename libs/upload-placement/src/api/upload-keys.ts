/**
 * Query keys of upload and placement. `batch()` is GET document-upload (the company seal and the
 * user's drafts with their recipients and boxes): every draft change updates or invalidates it.
 * `temporer()` is the e-meterai temporary balance, which every stamp box changes.
 */
export const uploadKeys = {
  all: ['upload'] as const,
  check: () => [...uploadKeys.all, 'check'] as const,
  batch: () => [...uploadKeys.all, 'batch'] as const,
  pdf: (referenceNumber: string) => [...uploadKeys.all, 'pdf', referenceNumber] as const,
  temporer: () => [...uploadKeys.all, 'temporer'] as const,
  recipients: (search: string) => [...uploadKeys.all, 'recipients', search] as const,
  meteraiCategories: () => [...uploadKeys.all, 'meterai-categories'] as const,
};
