/** Illustrations of the shared dialog (spec §2). */
export type SharedDialogIcon = 'download-success' | 'document-signed';
