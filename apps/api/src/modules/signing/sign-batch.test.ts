import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { documents, documentSigners } from '../../db/schema/documents';
import { activityLogs } from '../../db/schema/logs';
import { notifications } from '../../db/schema/notifications';
import { storedFiles } from '../../db/schema/stored-files';
import { users } from '../../db/schema/users';
import { HAS_POPPLER, pdfsig } from '../../pdf/pdf-test-tools';
import type { FileStore } from '../../storage/file-store';
import { createFixtureDocument, type FixtureDocument } from '../../testing/document-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { signBatch } from './sign-batch';
import { signDocument, signingUser, type SigningContext, type SigningUser } from './sign-document';

let t: TestApp;
let signer: SigningUser;
let finance: SigningUser;

beforeAll(async () => {
  t = await createTestApp();
  const people = await t.database.db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, ['signer', 'finance']));
  const idOf = (username: string) => people.find((row) => row.username === username)?.id ?? -1;
  signer = await signingUser(t.database.db, idOf('signer'));
  finance = await signingUser(t.database.db, idOf('finance'));
});
afterAll(async () => {
  await t?.close();
});

const IP = '203.0.113.7';

function fixtures(...signerLists: string[][]): Promise<FixtureDocument[]> {
  return Promise.all(
    signerLists.map((signers) =>
      createFixtureDocument(t.context, { uploader: 'superadmin', signers }),
    ),
  );
}

/** Per document: the signer rows of `user` signed, the state, and its rows of each kind. */
async function state(docs: readonly FixtureDocument[], user: SigningUser) {
  const db = t.database.db;
  return Promise.all(
    docs.map(async (doc) => {
      const [row] = await db.select().from(documents).where(eq(documents.id, doc.id));
      const [mine] = await db
        .select()
        .from(documentSigners)
        .where(
          and(eq(documentSigners.documentId, doc.id), eq(documentSigners.userId, user.userId)),
        );
      const [signs] = await db
        .select({ n: count() })
        .from(activityLogs)
        .where(
          and(eq(activityLogs.action, 'document.sign'), eq(activityLogs.subjectId, doc.reference)),
        );
      const [completedNotices] = await db
        .select({ n: count() })
        .from(notifications)
        .where(
          and(
            eq(notifications.title, 'Document completed'),
            eq(notifications.subjectId, doc.reference),
          ),
        );
      return {
        state: row?.state,
        fileId: row?.currentFileId,
        mine: mine?.status,
        signActivities: signs?.n,
        completedNotices: completedNotices?.n,
      };
    }),
  );
}

/** signBatch of these documents as `signer`. */
function signAll(docs: readonly FixtureDocument[], ctx: SigningContext = t.context) {
  return signBatch(
    ctx,
    signer,
    docs.map((doc) => doc.id),
    IP,
  );
}

async function fileCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(storedFiles);
  return row?.n ?? 0;
}

async function signatures(doc: FixtureDocument): Promise<number> {
  const [row] = await t.database.db.select().from(documents).where(eq(documents.id, doc.id));
  return pdfsig(await t.context.files.get(t.database.db, row?.currentFileId ?? -1)).signatures
    .length;
}

describe('signBatch', () => {
  it('signs every document of the batch once: one new version, one activity row, the completion notice for the completed one', async () => {
    const docs = await fixtures(['signer'], ['signer', 'finance'], ['signer', 'finance']);
    const before = await state(docs, signer);
    const files = await fileCount();

    const failures = await signAll(docs);

    expect(failures).toEqual([]);
    const after = await state(docs, signer);
    expect(
      after.map((doc) => [doc.state, doc.mine, doc.signActivities, doc.completedNotices]),
    ).toEqual([
      ['completed', 'signed', 1, 1],
      ['in_progress', 'signed', 1, 0],
      ['in_progress', 'signed', 1, 0],
    ]);
    expect(after.map((doc, index) => doc.fileId !== before[index]?.fileId)).toEqual([
      true,
      true,
      true,
    ]);
    expect(await fileCount()).toBe(files + 3);
    if (HAS_POPPLER) expect(await Promise.all(docs.map(signatures))).toEqual([2, 1, 1]); // + the sealed certificate

    // The same batch again (a replayed verify) signs nothing more and reports nothing.
    expect(await signAll(docs)).toEqual([]);
    expect(await state(docs, signer)).toEqual(after);
    expect(await fileCount()).toBe(files + 3);
  });

  it('fails only the document whose PDF cannot be signed; the others are signed once', async () => {
    const docs = await fixtures(
      ['signer', 'finance'],
      ['signer', 'finance'],
      ['signer', 'finance'],
    );
    const broken = docs[1] as FixtureDocument;
    const garbage = await t.context.files.put(
      t.database.db,
      new TextEncoder().encode('not a pdf'),
      {
        contentType: 'application/pdf',
        at: new Date(),
      },
    );
    await t.database.db
      .update(documents)
      .set({ currentFileId: garbage })
      .where(eq(documents.id, broken.id));

    const failures = await signAll(docs);

    expect(failures.map((failure) => [failure.documentId, failure.error.status])).toEqual([
      [broken.id, 422],
    ]);
    expect(failures[0]?.error.message).toMatch(/could not be signed/);
    expect((await state(docs, signer)).map((doc) => [doc.mine, doc.signActivities])).toEqual([
      ['signed', 1],
      ['waiting', 0],
      ['signed', 1],
    ]);
  });

  it('keeps nothing of a batch whose transaction fails, and a later run signs each document once', async () => {
    const docs = await fixtures(['signer'], ['signer', 'finance'], ['signer', 'finance']);
    const before = await state(docs, signer);
    const files = await fileCount();
    let puts = 0;
    const failingStore: FileStore = {
      ...t.context.files,
      get: (executor, id) => t.context.files.get(executor, id),
      put: async (tx, content, info) => {
        if (++puts === 2) throw new Error('The disk is full');
        return t.context.files.put(tx, content, info);
      },
    };
    const failing: SigningContext = { ...t.context, files: failingStore };

    await expect(signAll(docs, failing)).rejects.toThrow('The disk is full');
    expect(await state(docs, signer)).toEqual(before);
    expect(await fileCount()).toBe(files);

    expect(await signAll(docs)).toEqual([]);
    expect((await state(docs, signer)).map((doc) => [doc.mine, doc.signActivities])).toEqual([
      ['signed', 1],
      ['signed', 1],
      ['signed', 1],
    ]);
    expect(await fileCount()).toBe(files + 3);
  });

  it('signs a document another signer signed meanwhile from their version, keeping both signatures', async () => {
    const docs = await fixtures(['signer', 'finance'], ['signer', 'finance']);
    const raced = docs[0] as FixtureDocument;
    let first = true;
    // While the batch's PDFs are being signed, finance signs the first document.
    const racing: SigningContext = {
      ...t.context,
      signingPool: {
        threads: t.context.signingPool.threads,
        run: async (job) => {
          if (first) {
            first = false;
            await signDocument(t.context, finance, raced.id, IP);
          }
          return t.context.signingPool.run(job);
        },
      } as AppContext['signingPool'],
    };

    expect(await signAll(docs, racing)).toEqual([]);

    const after = await state(docs, signer);
    expect(
      after.map((doc) => [doc.state, doc.mine, doc.signActivities, doc.completedNotices]),
    ).toEqual([
      // finance's signature and this one: the last signature completes it.
      ['completed', 'signed', 2, 1],
      ['in_progress', 'signed', 1, 0],
    ]);
    if (HAS_POPPLER) expect(await signatures(raced)).toBe(3);
  });
});
