import { endpointUrl, rejectDocument, revokeDocument } from '@esign/contract';
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { asc, eq, like, or } from 'drizzle-orm';
import { documentPlacements } from '../../db/schema/documents';
import { emateraiLedger } from '../../db/schema/ematerai';
import { createFixtureDocument, type FixtureDocument } from '../../testing/document-fixtures';
import { expectLedgerInvariant } from '../../testing/ledger-invariant';
import { useTestApp } from '../../testing/use-test-app';
import { reserveBoxStamp, spendBoxStamps } from '../ematerai/document-stamps';
import { signDocument, signingUser } from '../signing/sign-document';
import { balanceOf, costCenterOfUsername, setStampBalance, userIdOf } from './draft-fixtures';

// A document spends its e-meterai at send (one `usage` under document:<ref>); rejecting or voiding
// it before any stamp was drawn on the PDF gives them back (one `refund`).

const { t, as } = useTestApp();
let costCenter: number;

beforeAll(async () => {
  costCenter = await costCenterOfUsername(t().database.db, 'signer');
});
afterEach(async () => {
  await expectLedgerInvariant(t().database.db);
});

const db = () => t().database.db;

/** As sending does: each e-meterai box's stamp reserved, then all spent as one usage. */
async function spendAtSend(document: FixtureDocument): Promise<void> {
  const meterai = (
    await db()
      .select({ id: documentPlacements.id, type: documentPlacements.type })
      .from(documentPlacements)
      .where(eq(documentPlacements.documentId, document.id))
  ).filter((box) => box.type === 'e_meterai');
  expect(meterai).toHaveLength(2);
  const at = t().clock.now();
  await db().transaction(async (tx) => {
    for (const box of meterai)
      await reserveBoxStamp(tx, {
        costCenterId: costCenter,
        documentReference: document.reference,
        boxId: box.id,
        userId: null,
        at,
      });
    await spendBoxStamps(tx, {
      documentReference: document.reference,
      boxIds: meterai.map((box) => box.id),
      userId: null,
      at,
    });
  });
}

async function movementsOf(document: FixtureDocument) {
  return db()
    .select({ kind: emateraiLedger.kind, amount: emateraiLedger.amount })
    .from(emateraiLedger)
    .where(
      or(
        eq(emateraiLedger.reference, `document:${document.reference}`),
        like(emateraiLedger.reference, `document:${document.reference}/%`),
      ),
    )
    .orderBy(asc(emateraiLedger.id));
}

const stampedDocument = (uploader: string, signers: string[]) =>
  createFixtureDocument(t().context, { uploader, signers, extras: ['e_meterai', 'e_meterai'] });

describe('refund of unstamped e-meterai when a document is withdrawn', () => {
  it('refunds the stamps of a document rejected before they were stamped', async () => {
    await setStampBalance(t().context, costCenter, 10);
    const document = await stampedDocument('finance', ['signer', 'superadmin']);
    await spendAtSend(document);
    expect(await balanceOf(db(), costCenter)).toBe(8);

    const response = await as('signer').put(
      endpointUrl(rejectDocument, { id: document.reference }),
      {
        reason: 'Wrong amount',
      },
    );
    expect(response.statusCode).toBe(200);
    expect(await balanceOf(db(), costCenter)).toBe(10);
    expect(
      (await movementsOf(document)).filter(
        (row) => row.kind !== 'reserve' && row.kind !== 'release',
      ),
    ).toEqual([
      { kind: 'usage', amount: -2 },
      { kind: 'refund', amount: 2 },
    ]);
  });

  it('refunds the stamps of a document voided before they were stamped', async () => {
    await setStampBalance(t().context, costCenter, 10);
    const document = await stampedDocument('superadmin', ['signer']);
    await spendAtSend(document);
    const response = await as('superadmin').put(
      endpointUrl(revokeDocument, { id: document.reference }),
      { reason: 'Sent by mistake' },
    );
    expect(response.statusCode).toBe(200);
    expect(await balanceOf(db(), costCenter)).toBe(10);
    expect((await movementsOf(document)).at(-1)).toEqual({ kind: 'refund', amount: 2 });
  });

  it('refunds nothing once the stamps were applied by a signature', async () => {
    await setStampBalance(t().context, costCenter, 10);
    const document = await stampedDocument('finance', ['signer', 'superadmin']);
    await spendAtSend(document);
    // The first signer's signature draws the e-meterai placed for them onto the PDF.
    const signer = await signingUser(db(), await userIdOf(db(), 'signer'));
    await signDocument(t().context, signer, document.id, '127.0.0.1');
    const stamped = await db()
      .select({ stampedAt: documentPlacements.stampedAt, type: documentPlacements.type })
      .from(documentPlacements)
      .where(eq(documentPlacements.documentId, document.id));
    expect(stamped.filter((box) => box.type === 'e_meterai').every((box) => box.stampedAt)).toBe(
      true,
    );

    const response = await as('superadmin').put(
      endpointUrl(rejectDocument, { id: document.reference }),
      { reason: 'Changed my mind' },
    );
    expect(response.statusCode).toBe(200);
    expect(await balanceOf(db(), costCenter)).toBe(8);
    expect((await movementsOf(document)).map((row) => row.kind)).not.toContain('refund');
  });

  it('moves no stamps when a document that spent none is withdrawn', async () => {
    await setStampBalance(t().context, costCenter, 10);
    const document = await stampedDocument('superadmin', ['signer']);
    const response = await as('superadmin').put(
      endpointUrl(revokeDocument, { id: document.reference }),
      { reason: 'Not needed' },
    );
    expect(response.statusCode).toBe(200);
    expect(await movementsOf(document)).toEqual([]);
    expect(await balanceOf(db(), costCenter)).toBe(10);
  });
});
