import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import {
  meteraiCategories,
  uploadDraftPlacements,
  uploadDrafts,
} from '../../db/schema/document-upload';
import { buildRawPdf } from '../../pdf/fixtures/hostile-pdfs';
import type { TestApp } from '../../testing/test-app';
import { costCenterOfUser, reserveBoxStamp } from '../ematerai/document-stamps';

/** A structurally valid PDF of `pages` empty A4 pages, cheap to make in any number. */
export function manyPagePdf(pages: number): Uint8Array {
  const kids = Array.from({ length: pages }, (_, i) => `${i + 3} 0 R`).join(' ');
  return buildRawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    ...Array.from(
      { length: pages },
      () => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
    ),
  ]);
}

export type TestBox =
  | { type: 'signature'; signerUserId: number; page?: number }
  | { type: 'e_meterai'; page?: number }
  | { type: 'seal'; page?: number };

/**
 * Places a box on a draft as the placement calls do (an e-meterai box reserves its stamp from
 * the uploader's cost center), for tests of what comes after placing.
 */
export async function placeBox(t: TestApp, referenceNumber: string, box: TestBox): Promise<number> {
  return t.database.db.transaction(async (tx) => {
    const [draft] = await tx
      .select()
      .from(uploadDrafts)
      .where(eq(uploadDrafts.referenceNumber, referenceNumber));
    if (!draft) throw new Error(`No draft ${referenceNumber}`);
    const [row] = await tx
      .insert(uploadDraftPlacements)
      .values({
        draftId: draft.id,
        type: box.type,
        signerUserId: box.type === 'signature' ? box.signerUserId : null,
        meteraiCategoryId: box.type === 'e_meterai' ? await firstMeteraiCategory(tx) : null,
        page: box.page ?? 1,
        x: 100,
        y: 100,
        width: box.type === 'signature' ? 150 : 80,
        height: box.type === 'signature' ? 75 : 80,
      })
      .returning({ id: uploadDraftPlacements.id });
    if (!row) throw new Error('Box not placed');
    if (box.type === 'e_meterai') {
      const costCenterId = await costCenterOfUser(tx, draft.uploaderId);
      if (costCenterId === null) throw new Error('The uploader has no cost center');
      await reserveBoxStamp(tx, {
        costCenterId,
        documentReference: referenceNumber,
        boxId: row.id,
        userId: draft.uploaderId,
        at: t.clock.now(),
      });
    }
    return row.id;
  });
}

async function firstMeteraiCategory(tx: Executor): Promise<number> {
  const [row] = await tx.select({ id: meteraiCategories.id }).from(meteraiCategories).limit(1);
  if (!row) throw new Error('No meterai category seeded');
  return row.id;
}
