import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { uploadDrafts } from '../../db/schema/document-upload';
import { documents } from '../../db/schema/documents';

// Letters and digits without the look-alikes 0/O and 1/I/L, so a reference read aloud or typed
// from paper comes out right.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const ATTEMPTS = 5;

function candidate(at: Date): string {
  const day = at.toISOString().slice(0, 10).replaceAll('-', '');
  let random = '';
  for (let i = 0; i < 8; i++) random += ALPHABET[randomInt(ALPHABET.length)];
  return `DOC-${day}-${random}`;
}

/**
 * A new reference number (`DOC-YYYYMMDD-XXXXXXXX`, the day in UTC and eight random characters)
 * held by no draft and no document. It is issued at upload and kept when the draft is sent, so
 * both tables are checked; the unique index of upload_drafts still stops a concurrent twin.
 */
export async function issueReferenceNumber(executor: Executor, at: Date): Promise<string> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const reference = candidate(at);
    const [draft] = await executor
      .select({ id: uploadDrafts.id })
      .from(uploadDrafts)
      .where(eq(uploadDrafts.referenceNumber, reference));
    const [document] = draft
      ? [draft]
      : await executor
          .select({ id: documents.id })
          .from(documents)
          .where(eq(documents.referenceNumber, reference));
    if (!document) return reference;
  }
  throw new Error('No free reference number was found');
}
