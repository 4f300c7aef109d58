import type { UploadedDocument } from '@esign/contract';

/**
 * What still keeps a draft from being sent, as far as the page can tell (the server checks
 * everything again at send and names every problem). "Send all" sends only drafts without any.
 */
export function draftProblems(document: UploadedDocument): string[] {
  const problems: string[] = [];
  if (document.signing_type === null) problems.push('Choose a signing type');
  if (document.category_id === null) problems.push('Choose a category');
  const others = document.recipients.filter((recipient) => !recipient.is_uploader);
  if (document.signing_type !== 'only_me' && document.signing_type !== null && others.length === 0)
    problems.push(
      document.signing_type === 'me_and_others'
        ? 'Add at least one other recipient'
        : 'Add at least one recipient',
    );
  for (const recipient of document.recipients) {
    const placed = document.placements.some(
      (placement) => placement.sign_type === 'sign' && placement.signer_id === recipient.user_id,
    );
    if (!placed) problems.push(`Place a signature box for ${recipient.name}`);
  }
  if (document.seal && document.seals.length === 0) problems.push('Place the company seal');
  if (!document.is_viewed) problems.push('Open the document to view it');
  return problems;
}
