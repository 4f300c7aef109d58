import type { DocumentSigner, Placement } from '@esign/contract';

/** The label drawn on a placement box: the signer's name for a signature, the kind otherwise. */
export function placementLabel(placement: Placement, signers: DocumentSigner[]): string {
  if (placement.type === 'e_meterai') return 'e-Meterai';
  if (placement.type === 'seal') return 'Seal';
  const signer = signers.find((candidate) => candidate.id === placement.signer_id);
  return signer ? `Signature: ${signer.auth_user.name}` : 'Signature';
}

/** A box in PDF points (origin top-left of the displayed page) as CSS pixels at `scale`. */
export function placementRect(
  placement: Pick<Placement, 'x' | 'y' | 'width' | 'height'>,
  scale: number,
) {
  return {
    left: placement.x * scale,
    top: placement.y * scale,
    width: placement.width * scale,
    height: placement.height * scale,
  };
}
