import type { DocumentSigner, Placement } from '@esign/contract';

/** The label drawn on a placement box: the signer's name for a signature, the kind otherwise. */
export function placementLabel(placement: Placement, signers: DocumentSigner[]): string {
  if (placement.type === 'e_meterai') return 'e-Meterai';
  if (placement.type === 'seal') return 'Seal';
  const signer = signers.find((candidate) => candidate.id === placement.signer_id);
  return signer ? `Signature: ${signer.auth_user.name}` : 'Signature';
}
