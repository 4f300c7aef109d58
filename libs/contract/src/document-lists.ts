// The document lists of spec §2: plain values, apart from the schemas of documents.ts, so that the
// routes of every list (loaded with the admin frame) do not carry the documents' schemas.

/**
 * The five lists of spec §2 and the `status` query each sends:
 * sign → need_to_sign (the user's signature is awaited now), pending → pending (ongoing,
 * the user takes part but nothing is asked of them now), completed, rejected (rejected and
 * voided), blocked (a sequential signer whose turn has not come, and expired documents).
 */
export const documentListStatuses = [
  'need_to_sign',
  'pending',
  'completed',
  'rejected',
  'blocked',
] as const;
export type DocumentListStatus = (typeof documentListStatuses)[number];

/** The route segment of each list (`/admin/documents/{segment}`). */
export const documentListRouteSegments = {
  need_to_sign: 'sign',
  pending: 'pending',
  completed: 'completed',
  rejected: 'rejected',
  blocked: 'blocked',
} as const satisfies Record<DocumentListStatus, string>;
