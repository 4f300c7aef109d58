import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';

export interface BulkDocumentsInput {
  /** Reference numbers are `<prefix>-0001` … */
  prefix: string;
  count: number;
  /** The stored PDF every document starts from (each signature writes a new file anyway). */
  fileId: number;
  pageCount: number;
  uploaderId: number;
  /** Signs every document. */
  signerId: number;
  /** Also signs the odd-numbered documents (so the even ones complete with `signerId`'s signature). */
  cosignerId: number;
}

/**
 * In-progress parallel documents for a bulk, inserted in three statements. Even-numbered ones
 * have `signerId` alone (their signature completes them: certificate of completion and the
 * platform's seal signature); odd ones also wait for `cosignerId`. Every fourth also has an
 * e-meterai placed for `signerId`. Returns the reference numbers in order.
 */
export async function insertBulkDocuments(
  db: Database,
  input: BulkDocumentsInput,
): Promise<string[]> {
  const { prefix, count, fileId, pageCount, uploaderId, signerId, cosignerId } = input;
  const like = `${prefix}-%`;
  const numberOf = sql.raw(`substr(reference_number, ${prefix.length + 2})::int`);
  await db.execute(sql`
    insert into documents (reference_number, name, uploader_id, signing_order, state, page_count,
      original_file_id, current_file_id, created_at, updated_at)
    select ${prefix} || '-' || lpad(g::text, 4, '0'), 'Bulk agreement ' || g, ${uploaderId}::int, 'parallel',
      'in_progress', ${pageCount}::int, ${fileId}::int, ${fileId}::int, now() - g * interval '1 minute', now() - g * interval '1 minute'
    from generate_series(1, ${count}::int) as g`);
  await db.execute(sql`
    insert into document_signers (document_id, user_id, sign_order, status, is_uploader, created_at)
    select id, ${signerId}::int, 1, 'waiting', false, created_at from documents where reference_number like ${like}
    union all
    select id, ${cosignerId}::int, 2, 'waiting', false, created_at from documents
    where reference_number like ${like} and ${numberOf} % 2 = 1`);
  await db.execute(sql`
    insert into document_placements (document_id, signer_id, type, page, x, y, width, height)
    select s.document_id, s.id, 'signature', 1, 50 + (s.sign_order - 1) * 165, 560, 150, 75
    from document_signers s join documents d on d.id = s.document_id where d.reference_number like ${like}
    union all
    select s.document_id, s.id, 'e_meterai', 1, 170, 650, 90, 90
    from document_signers s join documents d on d.id = s.document_id
    where d.reference_number like ${like} and s.user_id = ${signerId}
      and substr(d.reference_number, ${prefix.length + 2})::int % 4 = 0`);
  return Array.from(
    { length: count },
    (_, index) => `${prefix}-${String(index + 1).padStart(4, '0')}`,
  );
}
