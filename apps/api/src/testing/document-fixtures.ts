import { eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { documentCategories, type PlacementTypeValue } from '../db/schema/documents';
import { users } from '../db/schema/users';
import { createDocument } from '../modules/documents/create-document';
import { makeSamplePdf } from '../pdf/fixtures/make-sample-pdf';

let serial = 0;

export interface FixtureDocument {
  id: number;
  reference: string;
}

export interface FixtureOptions {
  uploader: string;
  /** Usernames in signing order. */
  signers: string[];
  order?: 'sequential' | 'parallel';
  expiresAt?: Date | null;
  categoryName?: string;
  confidential?: boolean;
  name?: string;
  createdAt?: Date;
  /** Extra placements for the first signer besides their signature. */
  extras?: PlacementTypeValue[];
  pages?: number;
}

let cachedPdf: Uint8Array | null = null;

/** An in-progress document (real PDF, signers, placements) through the one createDocument path. */
export async function createFixtureDocument(
  ctx: Pick<AppContext, 'db' | 'files' | 'previews'>,
  options: FixtureOptions,
): Promise<FixtureDocument> {
  const { db } = ctx;
  serial += 1;
  const reference = `TST-${process.pid}-${String(serial).padStart(5, '0')}`;
  const pdf = options.pages
    ? await makeSamplePdf({ pages: options.pages })
    : (cachedPdf ??= await makeSamplePdf({ pages: 2 }));
  const createdAt = options.createdAt ?? new Date('2026-03-01T03:00:00Z');
  const names = [...new Set([options.uploader, ...options.signers])];
  const people = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, names));
  const idOf = (username: string) => {
    const id = people.find((person) => person.username === username)?.id;
    if (id === undefined) throw new Error(`No user ${username}`);
    return id;
  };
  let categoryId: number | null = null;
  if (options.categoryName) {
    const [existing] = await db
      .select({ id: documentCategories.id })
      .from(documentCategories)
      .where(eq(documentCategories.categoryName, options.categoryName));
    categoryId =
      existing?.id ??
      (
        await db
          .insert(documentCategories)
          .values({
            categoryName: options.categoryName,
            isConfidential: options.confidential ?? false,
          })
          .returning({ id: documentCategories.id })
      )[0]?.id ??
      null;
  }
  const { id } = await createDocument(ctx, {
    referenceNumber: reference,
    name: options.name ?? `Fixture agreement ${serial}`,
    categoryId,
    uploaderId: idOf(options.uploader),
    signingOrder: options.order ?? 'parallel',
    pageCount: options.pages ?? 2,
    pdf,
    expiresAt: options.expiresAt ?? null,
    createdAt,
    signerUserIds: options.signers.map(idOf),
    placements: options.signers.flatMap((_, index) => [
      {
        signer: index,
        type: 'signature' as const,
        page: 1,
        x: 50 + index * 160,
        y: 600,
        width: 150,
        height: 75,
      },
      ...(index === 0
        ? (options.extras ?? []).map((type, extra) => ({
            signer: index,
            type,
            page: 1,
            x: 50 + extra * 110,
            y: 700,
            width: 100,
            height: 100,
          }))
        : []),
    ]),
  });
  return { id, reference };
}
