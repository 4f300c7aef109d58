import type { FieldMessages, SendUploadedDocumentResponse } from '@esign/contract';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/database';
import {
  uploadDraftPlacements,
  uploadDraftRecipients,
  uploadDrafts,
} from '../../db/schema/document-upload';
import { users } from '../../db/schema/users';
import { invalidInput } from '../../http/api-error';
import { insertDocument, type NewPlacement } from '../documents/create-document';
import { heldBoxStamps, spendBoxStamps } from '../ematerai/document-stamps';
import { recordActivity } from '../monitoring/record-activity';
import {
  findChallengeForVerify,
  otpDepsOf,
  resendChallenge,
  sendChallenge,
  verifyChallenge,
} from '../signing/otp-challenges';
import { signDocument, signingUser, type SigningContext } from '../signing/sign-document';
import { companySeal } from './company-seal';
import { lockOwnDraft, type DraftPlacementRow, type DraftRow } from './own-draft';
import { recipientsProblem } from './recipient-rules';

// The spec shows no expiry rule for a sent document; the demo documents mostly run 30 days, and
// a sent document here expires 30 days after sending.
export const DOCUMENT_VALIDITY_DAYS = 30;

type SendContext = SigningContext & Pick<AppContext, 'secrets' | 'notifier'>;
type SendResult = SendUploadedDocumentResponse['data'];

interface DraftParts {
  draft: DraftRow;
  recipients: { userId: number; name: string }[];
  boxes: DraftPlacementRow[];
}

async function draftParts(tx: Executor, draft: DraftRow): Promise<DraftParts> {
  const recipients = await tx
    .select({ userId: uploadDraftRecipients.userId, name: users.name })
    .from(uploadDraftRecipients)
    .innerJoin(users, eq(users.id, uploadDraftRecipients.userId))
    .where(eq(uploadDraftRecipients.draftId, draft.id))
    .orderBy(asc(uploadDraftRecipients.signOrder));
  const boxes = await tx
    .select()
    .from(uploadDraftPlacements)
    .where(eq(uploadDraftPlacements.draftId, draft.id))
    .orderBy(asc(uploadDraftPlacements.id));
  return { draft, recipients, boxes };
}

/** Every reason the draft cannot be sent yet, each under the field it concerns. */
async function sendProblems(tx: Executor, parts: DraftParts): Promise<FieldMessages[]> {
  const { draft, recipients, boxes } = parts;
  const problems: FieldMessages[] = [];
  const add = (param: string, message: string) => {
    const existing = problems.find((problem) => problem.param === param);
    if (existing) existing.messages.push(message);
    else problems.push({ param, messages: [message] });
  };
  if (draft.signingType === null) add('signing_type', 'Choose who signs the document');
  if (draft.categoryId === null) add('category_id', 'Choose a document category');
  const recipientIds = recipients.map((recipient) => recipient.userId);
  if (recipientIds.length === 0) add('recipients', 'Add at least one recipient');
  else if (draft.signingType !== null) {
    const problem = recipientsProblem(draft.signingType, draft.uploaderId, recipientIds);
    if (problem) add('recipients', problem);
  }
  for (const recipient of recipients)
    if (!boxes.some((box) => box.type === 'signature' && box.signerUserId === recipient.userId))
      add('placements', `Place a signature box for ${recipient.name}`);
  if (draft.viewedAt === null) add('is_viewed', 'Open the document before sending it');
  if (draft.seal && !boxes.some((box) => box.type === 'seal'))
    add('seal', 'Place the company seal on the document');
  const stampBoxes = boxes.filter((box) => box.type === 'e_meterai').map((box) => box.id);
  if (stampBoxes.length > 0) {
    const holding = await heldBoxStamps(tx, draft.referenceNumber, stampBoxes);
    const missing = stampBoxes.filter((boxId) => !holding.has(boxId)).length;
    if (missing > 0)
      add(
        'e_meterai',
        `${missing} e-meterai stamp${missing === 1 ? ' is' : 's are'} not reserved any more: remove ${missing === 1 ? 'its box' : 'their boxes'} and place ${missing === 1 ? 'it' : 'them'} again`,
      );
  }
  return problems;
}

/** The locked draft with its parts, or a 400 with every problem at once. */
async function lockSendable(tx: Executor, uploaderId: number, referenceNumber: string) {
  const parts = await draftParts(tx, await lockOwnDraft(tx, uploaderId, referenceNumber));
  const problems = await sendProblems(tx, parts);
  if (problems.length > 0) throw invalidInput(problems);
  return parts;
}

/**
 * Turns the checked, locked draft into a document in the caller's transaction: the document on
 * the draft's stored file and reference number, signers in order, boxes (a signature to its
 * signer, e-meterai and seal to none), the stamps spent from the uploader's cost center, then
 * the draft deleted with its recipients, boxes and codes.
 */
async function sendDraft(
  tx: Executor,
  ctx: Pick<AppContext, 'config'>,
  parts: DraftParts,
  now: Date,
  ip: string,
): Promise<number> {
  const { draft, recipients, boxes } = parts;
  const [uploader] = await tx
    .select({
      areaId: users.officeAreaId,
      branchId: users.officeBranchId,
      departmentId: users.officeDepartmentId,
    })
    .from(users)
    .where(eq(users.id, draft.uploaderId));
  const signerUserIds = recipients.map((recipient) => recipient.userId);
  const placements: NewPlacement[] = boxes.map((box) => ({
    signer: box.type === 'signature' ? signerUserIds.indexOf(box.signerUserId ?? -1) : null,
    type: box.type,
    page: box.page,
    x: box.x,
    y: box.y,
    width: box.width,
    height: box.height,
  }));
  const hasSeal = boxes.some((box) => box.type === 'seal');
  const { id } = await insertDocument(tx, {
    referenceNumber: draft.referenceNumber,
    name: draft.name,
    categoryId: draft.categoryId,
    uploaderId: draft.uploaderId,
    office: uploader ?? undefined,
    signingOrder: draft.signingOrder,
    pageCount: draft.pageCount,
    fileId: draft.fileId,
    sealImage: hasSeal ? companySeal(ctx.config.companyName).image.url : null,
    expiresAt: new Date(now.getTime() + DOCUMENT_VALIDITY_DAYS * 86_400_000),
    createdAt: now,
    signerUserIds,
    placements,
  });
  const stampBoxes = boxes.filter((box) => box.type === 'e_meterai').map((box) => box.id);
  if (stampBoxes.length > 0)
    await spendBoxStamps(tx, {
      documentReference: draft.referenceNumber,
      userId: draft.uploaderId,
      at: now,
      boxIds: stampBoxes,
    });
  await tx.delete(uploadDrafts).where(eq(uploadDrafts.id, draft.id));
  await recordActivity(tx, {
    userId: draft.uploaderId,
    action: 'document_upload.send',
    activity: `Sent document ${draft.referenceNumber} (${draft.name}) to ${recipients.length} signer${recipients.length === 1 ? '' : 's'}`,
    subjectType: 'document',
    subjectId: draft.referenceNumber,
    ip,
    at: now,
  });
  return id;
}

/**
 * POST document-upload/{id}/send. The draft is checked whole (a 400 lists every problem). When
 * the uploader is a recipient they sign at send behind a code: a call without `otp` sends one
 * (`resend: true` a new one on the same challenge, no sooner than 60 s) and answers
 * `otp_required`; the call with the right code sends the document and signs the uploader's part,
 * after which the turn passes on. A draft sent or deleted meanwhile is a 404 (a second send waits
 * on the draft's lock, then finds it gone).
 */
export async function sendUploadedDocument(
  ctx: SendContext,
  uploaderId: number,
  input: {
    referenceNumber: string;
    otp?: string | undefined;
    resend?: boolean | undefined;
    ip: string;
  },
): Promise<SendResult> {
  const { referenceNumber, ip } = input;
  const check = await ctx.db.transaction(async (tx) => {
    const parts = await lockSendable(tx, uploaderId, referenceNumber);
    const uploaderSigns = parts.recipients.some((recipient) => recipient.userId === uploaderId);
    if (!uploaderSigns || input.otp !== undefined)
      return { uploaderSigns, draftId: parts.draft.id };
    const issue = input.resend ? resendChallenge : sendChallenge;
    const otp = await issue(tx, otpDepsOf(ctx), {
      userId: uploaderId,
      subject: { draftId: parts.draft.id },
      title: `Signing code for document ${referenceNumber}`,
      now: ctx.clock(),
    });
    return { otp };
  });
  if (check.otp)
    return {
      status: 'otp_required',
      otp: check.otp,
      message: 'Enter the code we sent you to sign and send the document',
    };

  if (check.uploaderSigns && input.otp !== undefined) {
    // Checked on its own (not in the sending transaction), so a wrong code counts even though
    // the request fails.
    const challenge = await findChallengeForVerify(ctx.db, uploaderId, { draftId: check.draftId });
    await verifyChallenge(ctx.db, otpDepsOf(ctx), challenge, input.otp, ctx.clock());
  }

  const { documentId, fileId } = await ctx.db.transaction(async (tx) => {
    const parts = await lockSendable(tx, uploaderId, referenceNumber);
    return {
      documentId: await sendDraft(tx, ctx, parts, ctx.clock(), ip),
      fileId: parts.draft.fileId,
    };
  });
  if (check.uploaderSigns) {
    const user = await signingUser(ctx.db, uploaderId);
    await signDocument(ctx, user, documentId, ip, { uploaderAtSend: true });
  } else {
    // Its signers are told of it now, and open it next.
    ctx.previews.drawAhead(fileId, () => ctx.files.get(ctx.db, fileId));
  }
  return {
    status: 'sent',
    reference_number: referenceNumber,
    message: check.uploaderSigns ? 'Document signed and sent' : 'Document sent',
  };
}
