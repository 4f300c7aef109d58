import type { DocumentSigner, DocumentSummary, OtpStatus } from '@esign/contract';
import { aliasedTable, and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database';
import { documentCategories, documents, documentSigners } from '../../db/schema/documents';
import { otpChallenges } from '../../db/schema/signing';
import { officeAreas, officeBranches, officeDepartments } from '../../db/schema/offices';
import { users } from '../../db/schema/users';
import { documentActions } from './document-permissions';
import { viewStatus } from './document-status';
import type { Viewer } from './viewer';

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
  isConfidential: documents.isConfidential,
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
  const signer = signers.find((candidate) => candidate.auth_user.id === viewer.userId) ?? null;
  const mine = signer ? { status: signer.status, isUploader: signer.is_uploader } : null;
  const facts = { state: row.state, expiresAt: row.expiresAt, uploaderId: row.uploaderId };
  const status = viewStatus(row.state, row.expiresAt, mine, now);
  const actions = documentActions(viewer, facts, mine, now);
  const otpStatus: OtpStatus = actions.can_sign ? (codeOpen ? 'sent' : 'waiting') : 'none';
  return {
    id: row.id,
    reference_number: row.referenceNumber,
    name: row.name,
    category:
      row.categoryId !== null
        ? {
            id: row.categoryId,
            category_name: row.categoryName ?? '',
            // The document's own confidentiality, fixed when it was created.
            is_confidential: row.isConfidential,
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
    ...actions,
    signers: signers.map(({ documentId: _documentId, ...signer }) => signer),
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt?.toISOString() ?? null,
  };
}

/** Summaries of the given documents, in the order of `ids`; the caller has checked that the viewer may see them. */
export async function loadDocumentSummaries(
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
