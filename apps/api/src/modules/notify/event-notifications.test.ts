import { endpointUrl, rejectDocument, revokeDocument } from '@esign/contract';
import { describe, expect, it } from '@jest/globals';
import { and, asc, eq, gt } from 'drizzle-orm';
import { notifications } from '../../db/schema/notifications';
import { users } from '../../db/schema/users';
import { signDocument } from '../signing/sign-document';
import { createFixtureDocument } from '../../testing/document-fixtures';
import { useTestApp } from '../../testing/use-test-app';

// Each event writes its notifications in its own transaction (see notify-user.ts); these tests
// check who is told what, with the link to what it is about, and that a refused event tells nobody.

const { t, as } = useTestApp();

async function userOf(username: string) {
  const [user] = await t()
    .database.db.select({ userId: users.id, name: users.name, privyId: users.privyId })
    .from(users)
    .where(eq(users.username, username));
  if (!user) throw new Error(`No user ${username}`);
  return user;
}

async function highestNotificationId(): Promise<number> {
  const rows = await t().database.db.select({ id: notifications.id }).from(notifications);
  return Math.max(0, ...rows.map((row) => row.id));
}

/** Notifications written after `after`, per username, as { title, link }. */
async function toldSince(after: number) {
  const rows = await t()
    .database.db.select({
      username: users.username,
      title: notifications.title,
      link: notifications.link,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(and(gt(notifications.id, after)))
    .orderBy(asc(notifications.id));
  return rows;
}

describe('notifications written by events', () => {
  it('tells each sequential signer when their turn comes, and the uploader when all have signed', async () => {
    const start = await highestNotificationId();
    const doc = await createFixtureDocument(t().context, {
      uploader: 'finance',
      signers: ['signer', 'superadmin'],
      order: 'sequential',
    });
    expect(await toldSince(start)).toEqual([
      {
        username: 'signer',
        title: 'Document to sign',
        link: `/admin/documents/sign/${doc.reference}`,
      },
    ]);

    const afterSend = await highestNotificationId();
    await signDocument(t().context, await userOf('signer'), doc.id, '127.0.0.1');
    expect(await toldSince(afterSend)).toEqual([
      {
        username: 'superadmin',
        title: 'Document to sign',
        link: `/admin/documents/sign/${doc.reference}`,
      },
    ]);

    const afterFirst = await highestNotificationId();
    const outcome = await signDocument(
      t().context,
      await userOf('superadmin'),
      doc.id,
      '127.0.0.1',
    );
    expect(outcome.completed).toBe(true);
    expect(await toldSince(afterFirst)).toEqual([
      {
        username: 'finance',
        title: 'Document completed',
        link: `/admin/documents/completed/${doc.reference}`,
      },
    ]);
  });

  it('tells every signer of a parallel document at once, but never the uploader among them', async () => {
    const start = await highestNotificationId();
    await createFixtureDocument(t().context, {
      uploader: 'signer',
      signers: ['signer', 'superadmin', 'finance'],
      order: 'parallel',
    });
    expect((await toldSince(start)).map((row) => row.username).sort()).toEqual([
      'finance',
      'superadmin',
    ]);
  });

  it('tells the uploader of a rejection, and nobody of a refused one', async () => {
    const doc = await createFixtureDocument(t().context, {
      uploader: 'finance',
      signers: ['superadmin', 'signer'],
      order: 'sequential',
    });
    const start = await highestNotificationId();
    // Not signer's turn yet: refused, and nothing is written.
    const refused = await as('signer').put(endpointUrl(rejectDocument, { id: doc.reference }), {
      reason: 'Wrong figures',
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(await toldSince(start)).toEqual([]);

    const response = await as('superadmin').put(
      endpointUrl(rejectDocument, { id: doc.reference }),
      { reason: 'Wrong figures' },
    );
    expect(response.statusCode).toBe(200);
    expect(await toldSince(start)).toEqual([
      {
        username: 'finance',
        title: 'Document rejected',
        link: `/admin/documents/rejected/${doc.reference}`,
      },
    ]);
  });

  it('tells the uploader when someone else voids their document', async () => {
    const doc = await createFixtureDocument(t().context, {
      uploader: 'signer',
      signers: ['superadmin'],
    });
    const start = await highestNotificationId();
    const response = await as('superadmin').put(
      endpointUrl(revokeDocument, { id: doc.reference }),
      { reason: 'Sent by mistake' },
    );
    expect(response.statusCode).toBe(200);
    expect(await toldSince(start)).toEqual([
      {
        username: 'signer',
        title: 'Document voided',
        link: `/admin/documents/rejected/${doc.reference}`,
      },
    ]);
  });
});
