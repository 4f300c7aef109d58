import type { SigningType } from '@esign/contract';

// Who signs a draft, by its signing_type (see the contract's `signingTypes`):
//   only_me        the uploader alone
//   me_and_others  the uploader first, then at least one other recipient
//   only_others    one or more recipients, never the uploader
// The batch update shapes the list to the type (recipientsForType); sending checks it
// (recipientsProblem), so both sides keep one rule.

/**
 * The recipients a draft keeps when its signing type or list changes: `only_me` makes the
 * uploader the only one, `me_and_others` puts the uploader first, `only_others` leaves the
 * uploader out. Without a type yet the list is kept as given.
 */
export function recipientsForType(
  signingType: SigningType | null,
  uploaderId: number,
  recipients: readonly number[],
): number[] {
  const others = recipients.filter((userId) => userId !== uploaderId);
  switch (signingType) {
    case 'only_me':
      return [uploaderId];
    case 'me_and_others':
      return [uploaderId, ...others];
    case 'only_others':
      return others;
    case null:
      return [...recipients];
  }
}

/** Why the recipients do not fit the signing type, or null when they do. */
export function recipientsProblem(
  signingType: SigningType,
  uploaderId: number,
  recipients: readonly number[],
): string | null {
  if (recipients.length === 0) return 'Add at least one recipient';
  const includesUploader = recipients.includes(uploaderId);
  switch (signingType) {
    case 'only_me':
      return recipients.length === 1 && includesUploader
        ? null
        : 'Only you sign this document: you must be its only recipient';
    case 'me_and_others':
      if (recipients[0] !== uploaderId) return 'You sign first: you must be the first recipient';
      return recipients.length > 1 ? null : 'Add at least one recipient besides you';
    case 'only_others':
      return includesUploader ? 'Only others sign this document: remove yourself' : null;
  }
}
