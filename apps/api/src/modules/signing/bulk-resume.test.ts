import { randomUUID } from 'node:crypto';
import { createBulkSign, endpointUrl, sendBulkOtp } from '@esign/contract';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, count, eq, inArray } from 'drizzle-orm';
import { documentSigners } from '../../db/schema/documents';
import { activityLogs } from '../../db/schema/logs';
import { bulkSigns } from '../../db/schema/signing';
import { users } from '../../db/schema/users';
import { createFixtureDocument, type FixtureDocument } from '../../testing/document-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { userRequests } from '../../testing/user-requests';
import { signDocument, signingUser } from './sign-document';

let t: TestApp;
/** The lease owner id of a server that is no longer running. */
const GONE_SERVER = randomUUID();
const as = userRequests(() => t);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A bulk of `docs` for `signer`, code sent, left `running` under the lease of a server that is gone. */
async function runningBulk(docs: readonly FixtureDocument[], leaseUntil: Date): Promise<string> {
  const references = docs.map((doc) => doc.reference);
  const created = await as('signer').post(endpointUrl(createBulkSign), {
    reference_numbers: references,
  });
  expect(created.statusCode).toBe(201);
  const sent = await as('signer').post(endpointUrl(sendBulkOtp), {
    reference_numbers: references,
  });
  expect(sent.statusCode).toBe(200);
  const [bulk] = await t.database.db
    .update(bulkSigns)
    .set({
      state: 'running',
      startedAt: t.clock.now(),
      signedIp: '203.0.113.9',
      leaseOwner: GONE_SERVER,
      leaseUntil,
    })
    .where(eq(bulkSigns.selectionKey, [...references].sort().join(',')))
    .returning({ id: bulkSigns.id });
  if (!bulk) throw new Error('The bulk was not made');
  return bulk.id;
}

/** The bulk's row once its state is `done`, letting its run work in between (no timers). */
async function whenDone(bulkId: string) {
  for (;;) {
    const [bulk] = await t.database.db.select().from(bulkSigns).where(eq(bulkSigns.id, bulkId));
    if (bulk?.state === 'done') return bulk;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('bulks abandoned by a server that died', () => {
  it('are finished by a starting server without their owner calling, each document signed once; a bulk another server still holds is left to it', async () => {
    const docs = await Promise.all(
      [['signer'], ['signer', 'finance'], ['signer', 'finance']].map((signers) =>
        createFixtureDocument(t.context, { uploader: 'superadmin', signers }),
      ),
    );
    const held = await createFixtureDocument(t.context, {
      uploader: 'superadmin',
      signers: ['signer', 'finance'],
    });
    const abandonedId = await runningBulk(docs, new Date(t.clock.now().getTime() - 1000));
    const heldId = await runningBulk([held], new Date(t.clock.now().getTime() + 60_000));
    // The dead server had signed the first document before it stopped.
    const [signerRow] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'signer'));
    const signer = await signingUser(t.database.db, signerRow?.id ?? -1);
    await signDocument(t.context, signer, docs[0]?.id ?? -1, '203.0.113.9');

    const second = await createTestApp({ database: t.database, seed: 'none', clock: t.clock });
    try {
      const [stillHeld] = await t.database.db
        .select()
        .from(bulkSigns)
        .where(eq(bulkSigns.id, heldId));
      expect(stillHeld).toMatchObject({ state: 'running', leaseOwner: GONE_SERVER });

      const done = await whenDone(abandonedId);
      expect(done.failures).toEqual([]);
      const ids = docs.map((doc) => doc.id);
      const signed = await t.database.db
        .select({ documentId: documentSigners.documentId })
        .from(documentSigners)
        .where(
          and(
            inArray(documentSigners.documentId, ids),
            eq(documentSigners.userId, signer.userId),
            eq(documentSigners.status, 'signed'),
          ),
        );
      expect(signed).toHaveLength(3);
      for (const doc of docs) {
        const [activities] = await t.database.db
          .select({ n: count() })
          .from(activityLogs)
          .where(
            and(
              eq(activityLogs.action, 'document.sign'),
              eq(activityLogs.subjectId, doc.reference),
            ),
          );
        expect(activities?.n).toBe(1);
      }
    } finally {
      await second.close();
    }
  });
});
