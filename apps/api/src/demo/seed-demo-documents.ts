import { count, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { documentCategories, documents, type PlacementTypeValue } from '../db/schema/documents';
import { users } from '../db/schema/users';
import { pngDataUrl, sealImage } from '../files';
import { createDocument, type NewPlacement } from '../modules/documents/create-document';
import { LIST_PERMISSIONS } from '../modules/documents/document-permissions';
import { rejectDocument } from '../modules/documents/reject-document';
import { revokeDocument } from '../modules/documents/revoke-document';
import { signDocument, signingUser } from '../modules/signing/sign-document';
import { makeDemoPdf } from './demo-pdf';
import { seedDemoDrafts } from './seed-demo-drafts';

export const DEMO_CATEGORIES = [
  { name: 'Partnership Agreement', confidential: false },
  { name: 'Purchase Order', confidential: false },
  { name: 'Non-Disclosure Agreement', confidential: false },
  { name: 'Annual Report', confidential: false },
  { name: 'Employment Contract', confidential: true },
] as const;
type CategoryName = (typeof DEMO_CATEGORIES)[number]['name'];

type Outcome =
  | { kind: 'open' }
  | { kind: 'signed-by'; usernames: string[] }
  | { kind: 'rejected-by'; username: string; reason: string }
  | { kind: 'voided-by'; username: string; reason: string };

interface DemoDocument {
  reference: string;
  name: string;
  category: CategoryName;
  uploader: string;
  signers: string[];
  order: 'sequential' | 'parallel';
  pages?: number;
  extras?: PlacementTypeValue[];
  daysAgo: number;
  /** Negative: already expired. */
  expiresInDays?: number;
  outcome: Outcome;
}

const open: Outcome = { kind: 'open' };

/** Every list of every demo login has something in it; see the README's demo tour. */
const DEMO_DOCUMENTS: DemoDocument[] = [
  // Need to Sign for `signer` (enough for the demo and for every end-to-end flow).
  ...Array.from({ length: 12 }, (_, index): DemoDocument => ({
    reference: `PKS-2026-${String(101 + index).padStart(4, '0')}`,
    name: [
      'Distribution Partnership PT Maju Jaya',
      'Logistics Services Agreement',
      'Office Lease Renewal Kuningan',
      'IT Maintenance Contract 2026',
      'Marketing Cooperation Bank Nusantara',
      'Catering Services Jakarta Selatan',
      'Fleet Rental Agreement',
      'Cleaning Services Surabaya',
      'Security Services Bandung',
      'Payroll Outsourcing Agreement',
      'Training Partnership Universitas Merdeka',
      'Printing Services Agreement',
    ][index] as string,
    category: index % 3 === 2 ? 'Purchase Order' : 'Partnership Agreement',
    uploader: 'superadmin',
    signers: index % 2 === 0 ? ['signer'] : ['signer', 'finance'],
    order: 'parallel',
    extras: index % 4 === 0 ? ['e_meterai', 'seal'] : index % 4 === 1 ? ['e_meterai'] : [],
    daysAgo: 1 + (index % 6),
    expiresInDays: 30,
    outcome: open,
  })),
  {
    reference: 'NDA-2026-0201',
    name: 'Mutual NDA PT Sinar Teknologi',
    category: 'Non-Disclosure Agreement',
    uploader: 'superadmin',
    signers: ['signer', 'viewer'],
    order: 'sequential',
    daysAgo: 2,
    expiresInDays: 14,
    outcome: open,
  },
  {
    reference: 'RPT-2025-0001',
    name: 'Annual Report 2025 (300 pages)',
    category: 'Annual Report',
    uploader: 'superadmin',
    signers: ['signer'],
    order: 'parallel',
    pages: 300,
    daysAgo: 3,
    expiresInDays: 60,
    outcome: open,
  },
  // Blocked for `signer`: `finance` signs first.
  {
    reference: 'PO-2026-0301',
    name: 'Purchase Order Office Furniture',
    category: 'Purchase Order',
    uploader: 'superadmin',
    signers: ['finance', 'signer'],
    order: 'sequential',
    extras: ['e_meterai'],
    daysAgo: 4,
    expiresInDays: 20,
    outcome: open,
  },
  // Expired while waiting for `signer`.
  {
    reference: 'PKS-2026-0099',
    name: 'Vendor Agreement PT Karya Abadi',
    category: 'Partnership Agreement',
    uploader: 'superadmin',
    signers: ['signer'],
    order: 'parallel',
    daysAgo: 40,
    expiresInDays: -3,
    outcome: open,
  },
  // Confidential: visible to finance and signer only, not even to superadmin.
  {
    reference: 'HR-2026-0007',
    name: 'Employment Contract Siti Rahayu',
    category: 'Employment Contract',
    uploader: 'finance',
    signers: ['signer'],
    order: 'parallel',
    daysAgo: 2,
    expiresInDays: 14,
    outcome: open,
  },
  // Ongoing: `signer` signed, `finance` has not.
  {
    reference: 'PKS-2026-0088',
    name: 'Software License Agreement',
    category: 'Partnership Agreement',
    uploader: 'superadmin',
    signers: ['signer', 'finance'],
    order: 'parallel',
    daysAgo: 6,
    expiresInDays: 30,
    outcome: { kind: 'signed-by', usernames: ['signer'] },
  },
  // Ongoing documents `signer` uploaded (superadmin may void them from Ongoing).
  ...[
    'Consulting Agreement PT Arunika',
    'Event Sponsorship Agreement',
    'Warehouse Lease Cikarang',
  ].map((name, index): DemoDocument => ({
    reference: `PKS-2026-${String(51 + index).padStart(4, '0')}`,
    name,
    category: 'Partnership Agreement',
    uploader: 'signer',
    signers: ['finance'],
    order: 'parallel',
    daysAgo: 7 + index,
    expiresInDays: 30,
    outcome: open,
  })),
  // Completed.
  ...['Distributor Agreement Q1', 'NDA PT Cahaya Data', 'Service Level Agreement Helpdesk'].map(
    (name, index): DemoDocument => ({
      reference: `PKS-2026-${String(11 + index).padStart(4, '0')}`,
      name,
      category: index === 1 ? 'Non-Disclosure Agreement' : 'Partnership Agreement',
      // An uploader signs while sending (upload flow), so the demo's signers here are others.
      uploader: index === 2 ? 'superadmin' : 'finance',
      signers: index === 2 ? ['signer', 'viewer'] : ['signer', 'superadmin'],
      order: index === 2 ? 'sequential' : 'parallel',
      extras: index === 0 ? ['e_meterai', 'seal'] : [],
      daysAgo: 20 + index,
      outcome: {
        kind: 'signed-by',
        usernames: index === 2 ? ['signer', 'viewer'] : ['signer', 'superadmin'],
      },
    }),
  ),
  // Rejected and voided.
  {
    reference: 'PO-2026-0021',
    name: 'Purchase Order Laptops Batch 2',
    category: 'Purchase Order',
    uploader: 'signer',
    signers: ['finance'],
    order: 'parallel',
    daysAgo: 12,
    outcome: {
      kind: 'rejected-by',
      username: 'finance',
      reason: 'Unit price differs from the approved quotation',
    },
  },
  {
    reference: 'PKS-2026-0031',
    name: 'Marketing Agency Agreement (draft terms)',
    category: 'Partnership Agreement',
    uploader: 'signer',
    signers: ['superadmin'],
    order: 'parallel',
    daysAgo: 15,
    outcome: { kind: 'voided-by', username: 'signer', reason: 'Replaced by a revised version' },
  },
];

const DAY = 86_400_000;

function placementBoxes(signerCount: number, extras: PlacementTypeValue[], page: number) {
  const boxes: NewPlacement[] = Array.from({ length: signerCount }, (_, index) => ({
    signer: index,
    type: 'signature',
    page,
    x: 50 + (index % 3) * 165,
    y: 560,
    width: 150,
    height: 75,
  }));
  for (const type of extras) {
    boxes.push(
      type === 'seal'
        ? { signer: signerCount > 0 ? 0 : null, type, page, x: 50, y: 645, width: 100, height: 100 }
        : { signer: signerCount > 0 ? 0 : null, type, page, x: 170, y: 650, width: 90, height: 90 },
    );
  }
  return boxes;
}

/**
 * Demo documents in every status for the demo logins (APP_MODE=demo, first start only). Outcomes
 * are reached through the real operations (signing with the real PDF engine, reject, void), so
 * a completed demo document carries valid signatures and its certificate of completion.
 */
export async function seedDemoDocuments(
  ctx: Pick<
    AppContext,
    'db' | 'clock' | 'config' | 'files' | 'signer' | 'signingPool' | 'previews'
  >,
): Promise<boolean> {
  const [existing] = await ctx.db.select({ total: count() }).from(documents);
  if ((existing?.total ?? 0) > 0) return false;
  const now = ctx.clock();

  const categoryIds = new Map<string, number>();
  for (const category of DEMO_CATEGORIES) {
    const [row] = await ctx.db
      .insert(documentCategories)
      .values({
        categoryName: category.name,
        isConfidential: category.confidential,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: documentCategories.id });
    const id =
      row?.id ??
      (
        await ctx.db
          .select({ id: documentCategories.id })
          .from(documentCategories)
          .where(sql`lower(${documentCategories.categoryName}) = lower(${category.name})`)
      )[0]?.id;
    if (id !== undefined) categoryIds.set(category.name, id);
  }

  const people = await ctx.db
    .select({
      id: users.id,
      username: users.username,
      name: users.name,
      area: users.officeAreaId,
      branch: users.officeBranchId,
      department: users.officeDepartmentId,
    })
    .from(users)
    .where(inArray(users.username, ['superadmin', 'signer', 'finance', 'viewer']));
  const person = (username: string) => {
    const found = people.find((candidate) => candidate.username === username);
    if (!found) throw new Error(`Demo user ${username} is missing`);
    return found;
  };
  const seal = pngDataUrl(sealImage({ companyName: ctx.config.companyName }));

  for (const spec of DEMO_DOCUMENTS) {
    const createdAt = new Date(now.getTime() - spec.daysAgo * DAY);
    const uploader = person(spec.uploader);
    const pages = spec.pages ?? 1 + (spec.reference.charCodeAt(spec.reference.length - 1) % 3);
    const pdf = await makeDemoPdf({
      title: spec.name,
      referenceNumber: spec.reference,
      companyName: ctx.config.companyName,
      parties: [ctx.config.companyName, ...spec.signers.map((username) => person(username).name)],
      pages,
      date: createdAt,
    });
    const { id: documentId } = await createDocument(ctx, {
      referenceNumber: spec.reference,
      name: spec.name,
      categoryId: categoryIds.get(spec.category) ?? null,
      uploaderId: uploader.id,
      office: {
        areaId: uploader.area,
        branchId: uploader.branch,
        departmentId: uploader.department,
      },
      signingOrder: spec.order,
      pageCount: pages,
      pdf,
      sealImage: spec.extras?.includes('seal') ? seal : null,
      expiresAt:
        spec.expiresInDays === undefined
          ? null
          : new Date(now.getTime() + spec.expiresInDays * DAY),
      createdAt,
      signerUserIds: spec.signers.map((username) => person(username).id),
      placements: placementBoxes(spec.signers.length, spec.extras ?? [], pages),
    });

    const at = (hours: number) => () => new Date(createdAt.getTime() + hours * 3_600_000);
    const outcome = spec.outcome;
    if (outcome.kind === 'signed-by') {
      for (const [index, username] of outcome.usernames.entries()) {
        await signDocument(
          { ...ctx, clock: at(index + 1) },
          await signingUser(ctx.db, person(username).id),
          documentId,
          '10.20.30.40',
        );
      }
    } else if (outcome.kind === 'rejected-by' || outcome.kind === 'voided-by') {
      // The story's actor acts with the document codes whatever their demo role (finance rejects
      // here although its demo role holds none); the rules still check the part they play in the
      // document (signer whose turn it is, uploader).
      const viewer = {
        userId: person(outcome.username).id,
        isSuperAdmin: false,
        permissions: new Set<string>(Object.values(LIST_PERMISSIONS)),
      };
      const act = outcome.kind === 'rejected-by' ? rejectDocument : revokeDocument;
      await act({ ...ctx, clock: at(2) }, viewer, {
        referenceNumber: spec.reference,
        reason: outcome.reason,
        ip: '10.20.30.40',
      });
    }
  }
  await seedDemoDrafts(ctx, now);
  return true;
}
