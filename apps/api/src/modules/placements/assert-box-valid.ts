import { MAX_BOX_POINTS, MIN_BOX_POINTS, type FieldMessages } from '@esign/contract';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { meteraiCategories, uploadDraftRecipients } from '../../db/schema/document-upload';
import { users } from '../../db/schema/users';
import { invalidInput } from '../../http/api-error';
import type { DraftRow } from '../document-upload/own-draft';
import type { RequestedBox } from './requested-box';

/**
 * How far a box may run past a page edge, in points: the editor converts screen pixels to points
 * and back, so a box dragged flush to an edge may land a fraction beyond it.
 */
export const EDGE_TOLERANCE_POINTS = 0.5;

const isPoint = (value: number) => Number.isFinite(value) && value >= 0;
const isSide = (value: number) =>
  Number.isFinite(value) && value >= MIN_BOX_POINTS && value <= MAX_BOX_POINTS;

/** Where the box lies: its page exists and the box stays inside that page as displayed. */
function placeProblems(draft: Pick<DraftRow, 'pageCount' | 'pages'>, box: RequestedBox) {
  const problems: FieldMessages[] = [];
  const { fields } = box;
  const size = Number.isInteger(box.page) && box.page >= 1 ? draft.pages[box.page - 1] : undefined;
  if (!size || box.page > draft.pageCount) {
    problems.push({
      param: fields.page,
      messages: [
        draft.pageCount === 1
          ? 'The document has 1 page: the page must be 1'
          : `Pages run from 1 to ${draft.pageCount}`,
      ],
    });
  }
  if (!isSide(box.width))
    problems.push({
      param: 'width',
      messages: [`Between ${MIN_BOX_POINTS} and ${MAX_BOX_POINTS} points`],
    });
  if (!isSide(box.height))
    problems.push({
      param: 'height',
      messages: [`Between ${MIN_BOX_POINTS} and ${MAX_BOX_POINTS} points`],
    });
  if (!isPoint(box.x))
    problems.push({ param: fields.x, messages: ['Must be a finite number, not negative'] });
  else if (size && isSide(box.width) && box.x + box.width > size.width + EDGE_TOLERANCE_POINTS)
    problems.push({
      param: fields.x,
      messages: [
        `The box runs past the right edge of page ${box.page}: it is ${size.width} points wide`,
      ],
    });
  if (!isPoint(box.y))
    problems.push({ param: fields.y, messages: ['Must be a finite number, not negative'] });
  else if (size && isSide(box.height) && box.y + box.height > size.height + EDGE_TOLERANCE_POINTS)
    problems.push({
      param: fields.y,
      messages: [
        `The box runs past the bottom edge of page ${box.page}: it is ${size.height} points high`,
      ],
    });
  return problems;
}

/** The recipient of a signature box: an active recipient of this draft. */
async function signerProblems(
  tx: Executor,
  draftId: number,
  signerUserId: number | null,
): Promise<FieldMessages[]> {
  if (signerUserId === null)
    return [{ param: 'signer_id', messages: ['Choose the recipient who signs here'] }];
  const [recipient] = await tx
    .select({ isActive: users.isActive })
    .from(uploadDraftRecipients)
    .innerJoin(users, eq(users.id, uploadDraftRecipients.userId))
    .where(
      and(
        eq(uploadDraftRecipients.draftId, draftId),
        eq(uploadDraftRecipients.userId, signerUserId),
      ),
    );
  if (!recipient)
    return [
      {
        param: 'signer_id',
        messages: [`User ${signerUserId} is not a recipient of this document`],
      },
    ];
  if (!recipient.isActive)
    return [
      {
        param: 'signer_id',
        messages: [
          `User ${signerUserId} is no longer active, so is not a recipient of this document`,
        ],
      },
    ];
  return [];
}

/** The meterai category of an e-meterai box: one that exists. */
async function meteraiProblems(
  tx: Executor,
  meteraiCategoryId: number | null,
): Promise<FieldMessages[]> {
  if (meteraiCategoryId === null)
    return [{ param: 'meterai_id', messages: ['Choose the meterai category of this stamp'] }];
  const [category] = await tx
    .select({ id: meteraiCategories.id })
    .from(meteraiCategories)
    .where(eq(meteraiCategories.id, meteraiCategoryId));
  return category
    ? []
    : [{ param: 'meterai_id', messages: [`Meterai category ${meteraiCategoryId} does not exist`] }];
}

/**
 * Checks a box against the draft it goes on, every problem at once (400 naming each field): the
 * page is one of the draft's, the box lies within that page (with EDGE_TOLERANCE_POINTS), a
 * signature belongs to an active recipient and an e-meterai names an existing category. The
 * contract's schemas check shapes too; this is the server's own check, whoever calls it.
 */
export async function assertBoxValid(
  tx: Executor,
  draft: Pick<DraftRow, 'id' | 'pageCount' | 'pages'>,
  box: RequestedBox,
): Promise<void> {
  const problems = [
    ...(box.type === 'signature' ? await signerProblems(tx, draft.id, box.signerUserId) : []),
    ...(box.type === 'e_meterai' ? await meteraiProblems(tx, box.meteraiCategoryId) : []),
    ...placeProblems(draft, box),
  ];
  if (problems.length > 0) throw invalidInput(problems);
}
