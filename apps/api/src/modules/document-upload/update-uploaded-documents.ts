import type { FieldMessages, UploadedDocument, UploadedDocumentUpdate } from '@esign/contract';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/database';
import {
  uploadDraftPlacements,
  uploadDraftRecipients,
  uploadDrafts,
} from '../../db/schema/document-upload';
import { documentCategories } from '../../db/schema/documents';
import { users } from '../../db/schema/users';
import { invalidInput } from '../../http/api-error';
import { recordActivity } from '../monitoring/record-activity';
import { loadUploadedDocuments } from './load-uploaded-documents';
import { lockOwnDraft, type DraftRow } from './own-draft';
import { recipientsForType } from './recipient-rules';

/** What is wrong with the rows before any draft is touched: each problem names its field. */
async function rowProblems(
  executor: Executor,
  uploaderId: number,
  rows: readonly UploadedDocumentUpdate[],
): Promise<FieldMessages[]> {
  const problems: FieldMessages[] = [];
  const userIds = [...new Set(rows.flatMap((row) => row.recipients ?? []))];
  const active = new Set(
    userIds.length === 0
      ? []
      : (
          await executor
            .select({ id: users.id })
            .from(users)
            .where(and(inArray(users.id, userIds), eq(users.isActive, true)))
        ).map((user) => user.id),
  );
  const categoryIds = [
    ...new Set(rows.flatMap((row) => (row.category_id == null ? [] : [row.category_id]))),
  ];
  const categories = new Set(
    categoryIds.length === 0
      ? []
      : (
          await executor
            .select({ id: documentCategories.id })
            .from(documentCategories)
            .where(inArray(documentCategories.id, categoryIds))
        ).map((category) => category.id),
  );
  const seen = new Set<string>();
  for (const [index, row] of rows.entries()) {
    const at = (field: string) => `datas.${index}.${field}`;
    if (seen.has(row.reference_number))
      problems.push({ param: at('reference_number'), messages: ['This document is listed twice'] });
    seen.add(row.reference_number);
    if (row.category_id != null && !categories.has(row.category_id))
      problems.push({ param: at('category_id'), messages: ['Unknown document category'] });
    const recipients = row.recipients ?? [];
    const unknown = recipients.filter((userId) => !active.has(userId));
    const messages: string[] = [];
    if (unknown.length > 0)
      messages.push(
        `Unknown or inactive user${unknown.length === 1 ? '' : 's'}: ${unknown.join(', ')}`,
      );
    if (new Set(recipients).size !== recipients.length)
      messages.push('A recipient is listed more than once');
    if (row.signing_type === 'only_others' && recipients.includes(uploaderId))
      messages.push('Only others sign this document: you cannot be a recipient');
    if (messages.length > 0) problems.push({ param: at('recipients'), messages });
  }
  return problems;
}

/** The draft's recipients become `wanted`, in that order; boxes of those left out go with them. */
async function replaceRecipients(
  tx: Executor,
  draftId: number,
  wanted: readonly number[],
): Promise<void> {
  await tx
    .delete(uploadDraftRecipients)
    .where(
      wanted.length === 0
        ? eq(uploadDraftRecipients.draftId, draftId)
        : and(
            eq(uploadDraftRecipients.draftId, draftId),
            notInArray(uploadDraftRecipients.userId, [...wanted]),
          ),
    );
  for (const [index, userId] of wanted.entries())
    await tx
      .insert(uploadDraftRecipients)
      .values({ draftId, userId, signOrder: index + 1 })
      .onConflictDoUpdate({
        target: [uploadDraftRecipients.draftId, uploadDraftRecipients.userId],
        set: { signOrder: index + 1 },
      });
}

async function currentRecipients(tx: Executor, draftId: number): Promise<number[]> {
  const rows = await tx
    .select({ userId: uploadDraftRecipients.userId, order: uploadDraftRecipients.signOrder })
    .from(uploadDraftRecipients)
    .where(eq(uploadDraftRecipients.draftId, draftId));
  return rows.sort((a, b) => a.order - b.order).map((row) => row.userId);
}

async function applyRow(
  tx: Executor,
  draft: DraftRow,
  row: UploadedDocumentUpdate,
  now: Date,
): Promise<void> {
  const signingType = row.signing_type ?? draft.signingType;
  if (row.recipients !== undefined || row.signing_type !== undefined) {
    const requested = row.recipients ?? (await currentRecipients(tx, draft.id));
    await replaceRecipients(
      tx,
      draft.id,
      recipientsForType(signingType, draft.uploaderId, requested),
    );
  }
  // Without the seal the seal boxes go too: a box of a seal the document no longer carries would
  // be stamped all the same.
  if (row.seal === false)
    await tx
      .delete(uploadDraftPlacements)
      .where(
        and(eq(uploadDraftPlacements.draftId, draft.id), eq(uploadDraftPlacements.type, 'seal')),
      );
  await tx
    .update(uploadDrafts)
    .set({
      ...(row.signing_type !== undefined ? { signingType: row.signing_type } : {}),
      ...(row.category_id !== undefined ? { categoryId: row.category_id } : {}),
      ...(row.signing_order !== undefined ? { signingOrder: row.signing_order } : {}),
      ...(row.seal !== undefined ? { seal: row.seal } : {}),
      updatedAt: now,
    })
    .where(eq(uploadDrafts.id, draft.id));
}

/** The fields a row changes, for the activity log. */
function changedFields(row: UploadedDocumentUpdate): string {
  const fields = (['signing_type', 'category_id', 'signing_order', 'seal', 'recipients'] as const)
    .filter((field) => row[field] !== undefined)
    .map((field) => field.replaceAll('_', ' '));
  return fields.length > 0 ? fields.join(', ') : 'nothing';
}

/**
 * PUT document-upload: sets signing type, category, signing order, seal and recipients of the
 * uploader's drafts, each row only in the fields it names, all or nothing. Every row is checked
 * first (unknown or inactive recipients, duplicates, unknown categories: a 400 naming
 * `datas.N.<field>`), then the drafts are locked in reference order (so two batches never wait on
 * each other crosswise) and changed.
 */
export async function updateUploadedDocuments(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  uploaderId: number,
  input: { rows: readonly UploadedDocumentUpdate[]; ip: string },
): Promise<UploadedDocument[]> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock();
    const problems = await rowProblems(tx, uploaderId, input.rows);
    if (problems.length > 0) throw invalidInput(problems);
    const ordered = [...input.rows].sort((a, b) =>
      a.reference_number < b.reference_number
        ? -1
        : a.reference_number > b.reference_number
          ? 1
          : 0,
    );
    const drafts = new Map<string, DraftRow>();
    for (const row of ordered)
      drafts.set(row.reference_number, await lockOwnDraft(tx, uploaderId, row.reference_number));
    for (const row of input.rows) {
      const draft = drafts.get(row.reference_number);
      if (!draft) continue;
      await applyRow(tx, draft, row, now);
      await recordActivity(tx, {
        userId: uploaderId,
        action: 'document_upload.update',
        activity: `Updated ${changedFields(row)} of document ${draft.referenceNumber}`,
        subjectType: 'document',
        subjectId: draft.referenceNumber,
        ip: input.ip,
        at: now,
      });
    }
    return loadUploadedDocuments(
      tx,
      uploaderId,
      [...drafts.values()].map((draft) => draft.id),
    );
  });
}
