import {
  SUPER_ADMIN_ROLE,
  type DocumentDetail,
  type DocumentSigner,
  type DocumentSummary,
  type OtpStatus,
} from '@esign/contract';
import { aliasedTable, and, asc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database';
import {
  documentCategories,
  documentPlacements,
  documents,
  documentSigners,
  otpChallenges,
} from '../../db/schema/documents';
import { officeAreas, officeBranches, officeDepartments } from '../../db/schema/offices';
import { users } from '../../db/schema/users';
import { notFound } from '../../http/api-error';
import type { Principal } from '../../http/principal';
import { viewStatus } from './document-status';

/** The asking user, as the document queries need them. */
export interface Viewer {
  userId: number;
  isSuperAdmin: boolean;
  /** The user's permission codes: `documents.sign` to sign or reject, and super_admin's
   *  `*.revoke` codes (spec §6) to void from the sign, ongoing and blocked lists. */
  permissions: ReadonlySet<string>;
}

export function viewerOf(principal: Principal): Viewer {
  return {
    userId: principal.userId,
    isSuperAdmin: principal.roleName === SUPER_ADMIN_ROLE,
    permissions: principal.permissions,
  };
}

/** The asking user's own signer row, left-joined (its columns are null when they do not sign). */
export function mySignerJoin(viewer: Viewer): SQL {
  return and(
    eq(documentSigners.documentId, documents.id),
    eq(documentSigners.userId, viewer.userId),
  ) as SQL;
}

/**
 * Who sees a document: its participants (uploader and signers) always; super_admin also every
 * document whose category is not confidential. A confidential document is visible to its
 * participants only, whoever asks. Needs `documentCategories` left-joined.
 */
export function visibleCondition(viewer: Viewer): SQL {
  const participant = or(
    eq(documents.uploaderId, viewer.userId),
    sql`${documentSigners.id} is not null`,
  ) as SQL;
  if (!viewer.isSuperAdmin) return participant;
  return or(participant, sql`coalesce(${documentCategories.isConfidential}, false) = false`) as SQL;
}

const uploader = aliasedTable(users, 'uploader');

function officeColumn(
  table: typeof officeAreas | typeof officeBranches | typeof officeDepartments,
  column: 'code' | 'name',
  id: AnyPgColumn,
) {
  return sql<string | null>`(select ${table[column]} from ${table} where ${table.id} = ${id})`;
}

/** The columns every summary needs. */
const summaryColumns = {
  id: documents.id,
  referenceNumber: documents.referenceNumber,
  name: documents.name,
  state: documents.state,
  signingOrder: documents.signingOrder,
  createdAt: documents.createdAt,
  expiresAt: documents.expiresAt,
  uploaderId: documents.uploaderId,
  uploaderPrivyId: uploader.privyId,
  uploaderName: uploader.name,
  categoryId: documentCategories.id,
  categoryName: documentCategories.categoryName,
  categoryConfidential: documentCategories.isConfidential,
  // Scalar subqueries rather than three more joins: the plan of a seven-table join took longer to
  // make than to run (the office tables are tiny; each lookup is one index probe).
  areaCode: officeColumn(officeAreas, 'code', documents.officeAreaId),
  areaName: officeColumn(officeAreas, 'name', documents.officeAreaId),
  branchCode: officeColumn(officeBranches, 'code', documents.officeBranchId),
  branchName: officeColumn(officeBranches, 'name', documents.officeBranchId),
  departmentCode: officeColumn(officeDepartments, 'code', documents.officeDepartmentId),
  departmentName: officeColumn(officeDepartments, 'name', documents.officeDepartmentId),
};

/** Rows of documents whose visibility the caller has established (ids from a visible list). */
async function selectSummaryRows(executor: Executor, ids: number[]) {
  return executor
    .select(summaryColumns)
    .from(documents)
    .innerJoin(uploader, eq(uploader.id, documents.uploaderId))
    .leftJoin(documentCategories, eq(documentCategories.id, documents.categoryId))
    .where(inArray(documents.id, ids));
}

type SummaryRow = Awaited<ReturnType<typeof selectSummaryRows>>[number];

interface SignerWithUser extends DocumentSigner {
  documentId: number;
}

async function signersOf(executor: Executor, documentIds: number[]): Promise<SignerWithUser[]> {
  if (documentIds.length === 0) return [];
  const rows = await executor
    .select({
      id: documentSigners.id,
      documentId: documentSigners.documentId,
      order: documentSigners.signOrder,
      status: documentSigners.status,
      isUploader: documentSigners.isUploader,
      signedAt: documentSigners.signedAt,
      rejectReason: documentSigners.rejectReason,
      userId: users.id,
      privyId: users.privyId,
      userName: users.name,
    })
    .from(documentSigners)
    .innerJoin(users, eq(users.id, documentSigners.userId))
    .where(inArray(documentSigners.documentId, documentIds))
    .orderBy(
      asc(documentSigners.documentId),
      asc(documentSigners.signOrder),
      asc(documentSigners.id),
    );
  return rows.map((row) => ({
    id: row.id,
    documentId: row.documentId,
    order: row.order,
    status: row.status,
    is_uploader: row.isUploader,
    signed_at: row.signedAt?.toISOString() ?? null,
    reject_reason: row.rejectReason,
    auth_user: { id: row.userId, privy_id: row.privyId, name: row.userName },
  }));
}

/** Documents of the viewer with an open (sent, unexpired, unused, unlocked) code. */
async function openCodes(
  executor: Executor,
  viewer: Viewer,
  documentIds: number[],
  now: Date,
): Promise<Set<number>> {
  if (documentIds.length === 0) return new Set();
  const rows = await executor
    .select({ documentId: otpChallenges.documentId })
    .from(otpChallenges)
    .where(
      and(
        eq(otpChallenges.userId, viewer.userId),
        inArray(otpChallenges.documentId, documentIds),
        gt(otpChallenges.expiresAt, now),
        isNull(otpChallenges.verifiedAt),
        isNull(otpChallenges.lockedAt),
      ),
    );
  return new Set(rows.map((row) => row.documentId).filter((id): id is number => id !== null));
}

function toSummary(
  row: SummaryRow,
  signers: SignerWithUser[],
  viewer: Viewer,
  codeOpen: boolean,
  now: Date,
): DocumentSummary {
  const mine = signers.find((signer) => signer.auth_user.id === viewer.userId) ?? null;
  const state = row.state;
  const status = viewStatus(
    state,
    row.expiresAt,
    mine ? { status: mine.status, isUploader: mine.is_uploader } : null,
    now,
  );
  // The signer's turn has come, and their role may sign at all.
  const canSign = status === 'need_to_sign' && viewer.permissions.has('documents.sign');
  const isUploader = row.uploaderId === viewer.userId;
  const otpStatus: OtpStatus = canSign ? (codeOpen ? 'sent' : 'waiting') : 'none';
  const revokeCode =
    status === 'need_to_sign'
      ? 'documents.sign.revoke'
      : status === 'pending'
        ? 'documents.ongoing.revoke'
        : status === 'blocked' || status === 'expired'
          ? 'documents.blocked.revoke'
          : null;
  const canVoid =
    state === 'in_progress' &&
    (isUploader ||
      (viewer.isSuperAdmin && revokeCode !== null && viewer.permissions.has(revokeCode)));
  return {
    id: row.id,
    reference_number: row.referenceNumber,
    name: row.name,
    category:
      row.categoryId !== null
        ? {
            id: row.categoryId,
            category_name: row.categoryName ?? '',
            is_confidential: row.categoryConfidential ?? false,
          }
        : null,
    uploader: { id: row.uploaderId, privy_id: row.uploaderPrivyId, name: row.uploaderName },
    office_area_code: row.areaCode,
    office_area_name: row.areaName,
    office_branch_code: row.branchCode,
    office_branch_name: row.branchName,
    office_department_code: row.departmentCode,
    office_department_name: row.departmentName,
    signing_order: row.signingOrder,
    status_document: status,
    otp_status: otpStatus,
    can_sign: canSign,
    can_void: canVoid,
    can_reject: canSign,
    signers: signers.map(({ documentId: _documentId, ...signer }) => signer),
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt?.toISOString() ?? null,
  };
}

/** Summaries of the given documents, in the order of `ids`; the caller has checked that the viewer may see them. */
export async function loadSummaries(
  executor: Executor,
  viewer: Viewer,
  ids: number[],
  now: Date,
): Promise<DocumentSummary[]> {
  if (ids.length === 0) return [];
  // One after another: inside a transaction PGlite has a single connection.
  const rows = await selectSummaryRows(executor, ids);
  const signers = await signersOf(executor, ids);
  const open = await openCodes(executor, viewer, ids, now);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      toSummary(
        row,
        signers.filter((signer) => signer.documentId === id),
        viewer,
        open.has(id),
        now,
      ),
    ];
  });
}

/** The id of a visible document by reference number, or a 404 (invisible looks the same as absent). */
export async function findVisibleDocumentId(
  executor: Executor,
  viewer: Viewer,
  referenceNumber: string,
): Promise<number> {
  const [row] = await executor
    .select({ id: documents.id })
    .from(documents)
    .leftJoin(documentSigners, mySignerJoin(viewer))
    .leftJoin(documentCategories, eq(documentCategories.id, documents.categoryId))
    .where(and(eq(documents.referenceNumber, referenceNumber), visibleCondition(viewer)));
  if (!row) throw notFound('Document not found');
  return row.id;
}

/** One visible document with its placements and reasons (GET document/{id}). */
export async function loadDetail(
  executor: Executor,
  viewer: Viewer,
  referenceNumber: string,
  now: Date,
): Promise<DocumentDetail> {
  const id = await findVisibleDocumentId(executor, viewer, referenceNumber);
  const [summary] = await loadSummaries(executor, viewer, [id], now);
  const [extra] = await executor
    .select({
      pageCount: documents.pageCount,
      sealImage: documents.sealImage,
      rejectReason: documents.rejectReason,
      voidReason: documents.voidReason,
      completedAt: documents.completedAt,
    })
    .from(documents)
    .where(eq(documents.id, id));
  if (!summary || !extra) throw notFound('Document not found');
  const placements = await executor
    .select({
      id: documentPlacements.id,
      type: documentPlacements.type,
      signer_id: documentPlacements.signerId,
      page: documentPlacements.page,
      x: documentPlacements.x,
      y: documentPlacements.y,
      width: documentPlacements.width,
      height: documentPlacements.height,
    })
    .from(documentPlacements)
    .where(eq(documentPlacements.documentId, id))
    .orderBy(asc(documentPlacements.page), asc(documentPlacements.id));
  return {
    ...summary,
    page_count: extra.pageCount,
    placements,
    seal_detail: extra.sealImage ? { image: { url: extra.sealImage } } : null,
    reject_reason: extra.rejectReason,
    void_reason: extra.voidReason,
    completed_at: extra.completedAt?.toISOString() ?? null,
  };
}
