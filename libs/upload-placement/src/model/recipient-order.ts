import type { Recipient, RecipientOption, SigningType } from '@esign/contract';

/** The uploader as a recipient (from the session user when they are not in the list yet). */
export type Uploader = { id: number; name: string; privy_id: string };

function asUploader(uploader: Uploader): Recipient {
  return {
    user_id: uploader.id,
    name: uploader.name,
    privy_id: uploader.privy_id,
    order: 1,
    is_uploader: true,
  };
}

function renumber(list: Recipient[]): Recipient[] {
  return list.map((recipient, index) => ({ ...recipient, order: index + 1 }));
}

/**
 * Whether the recipient at `index` stays where it is: with `me_and_others` the uploader signs
 * first (at send), so they are first and cannot be moved or removed.
 */
export function isLockedRecipient(
  list: readonly Recipient[],
  index: number,
  signingType: SigningType | null,
): boolean {
  return signingType === 'me_and_others' && index === 0 && list[0]?.is_uploader === true;
}

/** Moves the recipient at `from` to `to`; the locked uploader stays first. Unchanged when not allowed. */
export function moveRecipient(
  list: readonly Recipient[],
  from: number,
  to: number,
  signingType: SigningType | null,
): Recipient[] {
  const lowest = isLockedRecipient(list, 0, signingType) ? 1 : 0;
  if (from === to || from < lowest || to < lowest || from >= list.length || to >= list.length)
    return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (!moved) return [...list];
  next.splice(to, 0, moved);
  return renumber(next);
}

/** Adds a user at the end of the list; unchanged when they are already in it. */
export function addRecipient(list: readonly Recipient[], option: RecipientOption): Recipient[] {
  if (list.some((recipient) => recipient.user_id === option.id)) return [...list];
  return renumber([
    ...list,
    {
      user_id: option.id,
      name: option.name,
      privy_id: option.privy_id,
      order: list.length + 1,
      is_uploader: false,
    },
  ]);
}

/** Removes a recipient; the locked uploader stays. */
export function removeRecipient(
  list: readonly Recipient[],
  userId: number,
  signingType: SigningType | null,
): Recipient[] {
  return renumber(
    list.filter((recipient, index) =>
      recipient.user_id === userId ? isLockedRecipient(list, index, signingType) : true,
    ),
  );
}

/**
 * The recipients after choosing a signing type: only me is the uploader alone; me and others
 * puts the uploader first and keeps the others; only others drops the uploader.
 */
export function recipientsForSigningType(
  list: readonly Recipient[],
  signingType: SigningType,
  uploader: Uploader,
): Recipient[] {
  const me = list.find((recipient) => recipient.is_uploader) ?? asUploader(uploader);
  const others = list.filter(
    (recipient) => !recipient.is_uploader && recipient.user_id !== uploader.id,
  );
  if (signingType === 'only_me') return renumber([me]);
  if (signingType === 'me_and_others') return renumber([me, ...others]);
  return renumber(others);
}
