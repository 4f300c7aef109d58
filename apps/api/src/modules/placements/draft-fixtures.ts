import { eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/database';
import {
  meteraiCategories,
  uploadDraftRecipients,
  uploadDrafts,
} from '../../db/schema/document-upload';
import { costCenters } from '../../db/schema/ematerai';
import { roles, users } from '../../db/schema/users';
import { makeSamplePdf } from '../../pdf/fixtures/make-sample-pdf';
import { costCenterOfUser } from '../ematerai/document-stamps';
import { credit, debit } from '../ematerai/ledger';

// Test data for the placement tests: drafts written straight into their tables (a stored PDF,
// the draft row with its displayed page sizes, its recipients), as an upload leaves them.

let serial = 0;
const nextSerial = () => `${process.pid}-${String(++serial).padStart(5, '0')}`;

export interface FixtureDraft {
  id: number;
  reference: string;
}

export interface DraftFixtureOptions {
  uploader: string;
  /** Recipients in signing order: usernames, or user ids (e.g. an inactive user made here). */
  recipients?: (string | number)[];
  /** Pages of the PDF (default 2). */
  pages?: number;
  /** Size of every page in points (default A4 portrait, 595 × 842). */
  size?: { width: number; height: number };
}

/** The id of a user by username; throws when there is none. */
export async function userIdOf(db: Executor, username: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`No user ${username}`);
  return row.id;
}

/** A draft of `uploader` with a real PDF of that many pages and the recipients given. */
export async function createFixtureDraft(
  ctx: Pick<AppContext, 'db' | 'files' | 'clock'>,
  options: DraftFixtureOptions,
): Promise<FixtureDraft> {
  const pages = options.pages ?? 2;
  const size = options.size ?? { width: 595, height: 842 };
  const pdf = await makeSamplePdf({ pages, size });
  const reference = `DRF-${nextSerial()}`;
  const uploaderId = await userIdOf(ctx.db, options.uploader);
  const named = (options.recipients ?? []).filter((r): r is string => typeof r === 'string');
  const people = named.length
    ? await ctx.db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(inArray(users.username, named))
    : [];
  const recipientIds = (options.recipients ?? []).map((recipient) => {
    if (typeof recipient === 'number') return recipient;
    const id = people.find((person) => person.username === recipient)?.id;
    if (id === undefined) throw new Error(`No user ${recipient}`);
    return id;
  });
  const at = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const fileId = await ctx.files.put(tx, pdf, { contentType: 'application/pdf', at });
    const [draft] = await tx
      .insert(uploadDrafts)
      .values({
        referenceNumber: reference,
        uploaderId,
        name: `Fixture draft ${reference}`,
        fileName: `${reference}.pdf`,
        fileId,
        pageCount: pages,
        pages: Array.from({ length: pages }, () => ({ ...size })),
        signingType: 'only_others',
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: uploadDrafts.id });
    if (!draft) throw new Error('Draft not inserted');
    if (recipientIds.length > 0)
      await tx.insert(uploadDraftRecipients).values(
        recipientIds.map((userId, index) => ({
          draftId: draft.id,
          userId,
          signOrder: index + 1,
        })),
      );
    return { id: draft.id, reference };
  });
}

/** A meterai category (created once per name). */
export async function meteraiCategoryFixture(
  db: Executor,
  name = 'Fixture Agreement',
): Promise<number> {
  const [existing] = await db
    .select({ id: meteraiCategories.id })
    .from(meteraiCategories)
    .where(eq(meteraiCategories.name, name));
  if (existing) return existing.id;
  const [row] = await db
    .insert(meteraiCategories)
    .values({ name })
    .returning({ id: meteraiCategories.id });
  if (!row) throw new Error('Meterai category not inserted');
  return row.id;
}

/** A user who can be made a recipient but is no longer active. */
export async function inactiveUserFixture(db: Executor): Promise<number> {
  const [role] = await db.select({ id: roles.id }).from(roles).limit(1);
  if (!role) throw new Error('No role seeded');
  const key = nextSerial();
  const [row] = await db
    .insert(users)
    .values({
      privyId: `INACT${key}`,
      name: `Former Employee ${key}`,
      username: `former-${key}`,
      roleId: role.id,
      isActive: false,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('User not inserted');
  return row.id;
}

/** The cost center of the user's office; throws when there is none. */
export async function costCenterOfUsername(db: Executor, username: string): Promise<number> {
  const id = await costCenterOfUser(db, await userIdOf(db, username));
  if (id === null) throw new Error(`${username} has no cost center`);
  return id;
}

export async function balanceOf(db: Executor, costCenterId: number): Promise<number> {
  const [row] = await db
    .select({ balance: costCenters.balance })
    .from(costCenters)
    .where(eq(costCenters.id, costCenterId));
  if (!row) throw new Error(`No cost center ${costCenterId}`);
  return row.balance;
}

/** Brings a cost center to `stamps` through the ledger (a top-up or a usage of the difference). */
export async function setStampBalance(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  costCenterId: number,
  stamps: number,
): Promise<void> {
  const difference = stamps - (await balanceOf(ctx.db, costCenterId));
  if (difference === 0) return;
  const key = nextSerial();
  await ctx.db.transaction((tx) =>
    difference > 0
      ? credit(tx, {
          costCenterId,
          kind: 'top_up',
          amount: difference,
          reference: `top-up:FIXTURE-${key}`,
          userId: null,
          at: ctx.clock(),
        })
      : debit(tx, {
          costCenterId,
          kind: 'usage',
          amount: -difference,
          reference: `document:FIXTURE-${key}`,
          userId: null,
          at: ctx.clock(),
        }),
  );
}
