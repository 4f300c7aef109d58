import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { uploadDrafts } from '../../db/schema/document-upload';
import { users } from '../../db/schema/users';
import type { DraftPlacementRow, DraftRow } from '../document-upload/own-draft';
import { recordActivity } from '../monitoring/record-activity';
import { BOX_TYPE_NAMES } from './requested-box';

/** Who changes a box, and from where (the activity log's user and IP). */
export interface BoxActor {
  userId: number;
  ip: string;
}

export type BoxChange = 'place' | 'move' | 'remove';

/** "a signature box for Siti Rahayu", "an e-meterai box", "a seal box". */
async function describeBox(tx: Executor, box: DraftPlacementRow): Promise<string> {
  if (box.type !== 'signature') return BOX_TYPE_NAMES[box.type];
  const [signer] = box.signerUserId
    ? await tx.select({ name: users.name }).from(users).where(eq(users.id, box.signerUserId))
    : [];
  return `${BOX_TYPE_NAMES.signature} for ${signer?.name ?? `user ${box.signerUserId}`}`;
}

function sentence(change: BoxChange, what: string, box: DraftPlacementRow, reference: string) {
  const stamp = box.type === 'e_meterai';
  switch (change) {
    case 'place':
      return `Placed ${what} on page ${box.page} of ${reference}${stamp ? ' (1 stamp reserved)' : ''}`;
    case 'move':
      return `Moved ${what} to page ${box.page} of ${reference}`;
    case 'remove':
      return `Removed ${what} from page ${box.page} of ${reference}${stamp ? ' (1 stamp released)' : ''}`;
  }
}

/**
 * What every box change leaves behind, in its transaction: the draft's updated_at (with any
 * draft field the change implies, such as the seal flag) and an activity-log row saying which
 * box changed how. The subject is the document's reference, which the draft keeps when sent.
 */
export async function recordBoxChange(
  tx: Executor,
  change: {
    draft: DraftRow;
    box: DraftPlacementRow;
    kind: BoxChange;
    actor: BoxActor;
    at: Date;
    draftFields?: { seal?: boolean };
  },
): Promise<void> {
  const { draft, box, actor, at } = change;
  await tx
    .update(uploadDrafts)
    .set({ ...change.draftFields, updatedAt: at })
    .where(eq(uploadDrafts.id, draft.id));
  await recordActivity(tx, {
    userId: actor.userId,
    action: `document-upload.box.${change.kind}`,
    activity: sentence(change.kind, await describeBox(tx, box), box, draft.referenceNumber),
    subjectType: 'document',
    subjectId: draft.referenceNumber,
    ip: actor.ip,
    at,
  });
}
