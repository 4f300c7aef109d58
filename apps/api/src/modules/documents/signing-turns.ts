import type { SignerStatusValue } from '../../db/schema/documents';

export type SigningOrder = 'sequential' | 'parallel';

/** One signer row as the turn rule needs it: its place in the order and whether it has signed. */
export interface TurnSigner {
  order: number;
  signed: boolean;
}

export interface SigningTurns {
  /** The status each signer should have now, in the order given. */
  statuses: Extract<SignerStatusValue, 'signed' | 'waiting' | 'blocked'>[];
  /** Every signer has signed: the document is complete. */
  complete: boolean;
}

/**
 * Whose turn it is, in one place: every unsigned signer of a parallel document is `waiting`; of
 * a sequential one, the unsigned signers of the lowest unsigned order are `waiting` and the later
 * ones `blocked`. The document is complete once every signer has signed. Used when a document is
 * created (createDocument), after each signature (signDocument), and by the read model's rules
 * through the stored statuses (a reject needs the signer's turn, like a signature).
 */
export function signingTurns(order: SigningOrder, signers: readonly TurnSigner[]): SigningTurns {
  const unsigned = signers.filter((signer) => !signer.signed).map((signer) => signer.order);
  const current = unsigned.length > 0 ? Math.min(...unsigned) : null;
  return {
    statuses: signers.map((signer) => {
      if (signer.signed) return 'signed';
      return order === 'parallel' || signer.order === current ? 'waiting' : 'blocked';
    }),
    complete: unsigned.length === 0,
  };
}
