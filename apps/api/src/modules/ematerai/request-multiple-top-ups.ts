import type { FieldMessages, MultipleTopUpResult, TopUpRow } from '@esign/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { topUps } from '../../db/schema/ematerai';
import { ApiError } from '../../http/api-error';
import type { UploadedFile } from '../../http/multipart-body';
import type { Principal } from '../../http/principal';
import { requestTopUp, type StoredPoAttachment } from './request-top-up';
import { duplicateRowMessage, topUpRowKey } from './validate-top-up-sheet';

/** What a refused row says: the field messages of its 4xx, a bare sentence under `row`. */
function rowErrors(error: ApiError): FieldMessages[] {
  const messages = error.options.messages ?? [];
  if (messages.length === 0) return [{ param: 'row', messages: [error.message] }];
  return messages.map((message) =>
    typeof message === 'string' ? { param: 'row', messages: [message] } : message,
  );
}

/**
 * POST admin cost-center/top-up/multiple: one top-up per row, each in its own transaction
 * through requestTopUp (so a row is exactly a single top-up: being processed, nothing credited
 * until approved). A row that fails (an office combination that does not exist, a repeat of an
 * earlier row of the request) gets `id: null` and its errors and does not stop the others; the
 * answer keeps the request's order. The one optional PO attachment is stored once, by the first
 * row created, and the other created rows refer to the same file.
 */
export async function requestMultipleTopUps(
  ctx: Pick<AppContext, 'db' | 'clock' | 'files'>,
  principal: Principal,
  input: { rows: readonly TopUpRow[]; poAttachment: UploadedFile | undefined; ip: string },
): Promise<MultipleTopUpResult[]> {
  const results: MultipleTopUpResult[] = [];
  const seen = new Map<string, number>();
  let stored: StoredPoAttachment | undefined;
  for (const [index, row] of input.rows.entries()) {
    const position = index + 1;
    const refused = (errors: FieldMessages[]): MultipleTopUpResult => ({
      row: position,
      office_department_id: row.office_department_id,
      id: null,
      transaction: null,
      errors,
    });
    const key = topUpRowKey(row);
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      results.push(refused([{ param: 'row', messages: [duplicateRowMessage(earlier)] }]));
      continue;
    }
    seen.set(key, position);
    try {
      const transaction = await requestTopUp(ctx, principal, {
        ...row,
        ip: input.ip,
        poAttachment: stored ?? input.poAttachment,
      });
      if (input.poAttachment && !stored) {
        const [created] = await ctx.db
          .select({ fileId: topUps.poAttachmentFileId })
          .from(topUps)
          .where(eq(topUps.id, transaction.id));
        if (created?.fileId)
          stored = { fileId: created.fileId, fileName: input.poAttachment.fileName };
      }
      results.push({
        row: position,
        office_department_id: row.office_department_id,
        id: transaction.id,
        transaction,
        errors: [],
      });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
      results.push(refused(rowErrors(error)));
    }
  }
  return results;
}
