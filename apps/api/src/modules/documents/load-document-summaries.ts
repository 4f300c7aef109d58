import type { DocumentSigner, DocumentSummary, OtpStatus } from '@esign/contract';
import { aliasedTable, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { documentCategories, documents, documentSigners } from '../../db/schema/documents';
import { otpChallenges } from '../../db/schema/signing';
import { officeAreas, officeBranches, officeDepartments } from '../../db/schema/offices';
import { users } from '../../db/schema/users';
import { noPrincipalDigest } from '../../http/principal';
import { documentActions } from './document-permissions';
import { viewStatus } from './document-status';
import type { Viewer } from './viewer';

const uploader = aliasedTable(users, 'uploader');
const area = aliasedTable(officeAreas, 'area');
const branch = aliasedTable(officeBranches, 'branch');
const department = aliasedTable(officeDepartments, 'department');

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
  // Joined on their primary keys. Every SELECT is a prepared statement (db/database.ts) and a list
  // page keeps a generic plan (list-documents.ts), so the longer planning of the joins is paid
  // once per connection, while six scalar subqueries cost a scan of an office table per row and
  // column on every run (~0.2 ms of PostgreSQL's CPU per page of ten, a quarter of the page).
  // PGlite has no named statements and plans each run: there a page costs ~1 ms more planning.
  areaCode: area.code,
  areaName: area.name,
  branchCode: branch.code,
  branchName: branch.name,
  departmentCode: department.code,
  departmentName: department.name,
};

const signer = aliasedTable(documentSigners, 'signer');
const signerUser = aliasedTable(users, 'signer_user');

/** A signer as the summary query returns it (json_build_array, in this order). */
type SignerTuple = [
  id: number,
  documentId: number,
  order: number,
  status: DocumentSigner['status'],
  isUploader: boolean,
  /** Milliseconds since the epoch. */
  signedAt: number | null,
  rejectReason: string | null,
  userId: number,
  privyId: string,
  name: string,
];

/**
 * Rows of the documents `which` selects (the caller has established that the viewer may see
 * them), each with its signers (in signing order) and whether the viewer holds an open (sent,
 * unexpired, unused, unlocked) code for it: one statement, so one round trip and one plan.
 * `order` sorts them; `revision` adds the documents' current revision (ListTotals) to each row,
 * and `principalDigest` the column a list page confirms its principal with (null without one).
 * The viewer's id and `now` may be placeholders (a list page is a prepared statement).
 */
export function selectSummaryRows(
  executor: Executor,
  viewerId: number | Placeholder,
  which: SQL,
  now: Date | Placeholder,
  order: SQL[] = [],
  principalDigest: SQL<string | null> = noPrincipalDigest,
) {
  return executor
    .select({
      ...summaryColumns,
      signers: sql<SignerTuple[]>`(select coalesce(json_agg(json_build_array(
          ${signer.id}, ${signer.documentId}, ${signer.signOrder}, ${signer.status},
          ${signer.isUploader}, floor(extract(epoch from ${signer.signedAt}) * 1000),
          ${signer.rejectReason}, ${signerUser.id}, ${signerUser.privyId}, ${signerUser.name})
          order by ${signer.signOrder}, ${signer.id}), '[]'::json)
        from ${documentSigners} ${signer} join ${users} ${signerUser} on ${signerUser.id} = ${signer.userId}
        where ${signer.documentId} = ${documents.id})`,
      codeOpen: sql<boolean>`exists (select 1 from ${otpChallenges}
        where ${otpChallenges.userId} = ${viewerId}
          and ${otpChallenges.documentId} = ${documents.id}
          and ${otpChallenges.expiresAt} > ${now}::timestamptz
          and ${otpChallenges.verifiedAt} is null
          and ${otpChallenges.lockedAt} is null)`,
      // A scalar subquery: the inner "documents" is its own, not the row's.
      revision: sql<string | number>`(select max(${documents.revision}) from ${documents})`,
      principalDigest,
    })
    .from(documents)
    .innerJoin(uploader, eq(uploader.id, documents.uploaderId))
    .leftJoin(documentCategories, eq(documentCategories.id, documents.categoryId))
    .leftJoin(area, eq(area.id, documents.officeAreaId))
    .leftJoin(branch, eq(branch.id, documents.officeBranchId))
    .leftJoin(department, eq(department.id, documents.officeDepartmentId))
    .where(which)
    .orderBy(...order);
}

export type SummaryRow = Awaited<ReturnType<typeof selectSummaryRows>>[number];

interface SignerWithUser extends DocumentSigner {
  documentId: number;
}

function signerOf([
  id,
  documentId,
  order,
  status,
  isUploader,
  signedAt,
  rejectReason,
  userId,
  privyId,
  name,
]: SignerTuple): SignerWithUser {
  return {
    id,
    documentId,
    order,
    status,
    is_uploader: isUploader,
    signed_at: signedAt === null ? null : new Date(signedAt).toISOString(),
    reject_reason: rejectReason,
    auth_user: { id: userId, privy_id: privyId, name },
  };
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
  // One array parameter: the same statement text (and prepared plan) for any number of ids. Read
  // through a scalar subquery, as the list's filters are (list-documents.ts, planAlike): PostgreSQL
  // then estimates the generic plan as it does a custom one and keeps it from the sixth run on.
  // Compared as a plain parameter, every run was planned again (a document's page: 1.3 ms of
  // planning for 0.1 ms of execution on a small database). The cast keeps `any` reading an array:
  // `any((select …))` alone is the form that compares with each row of a subquery.
  const which = sql`${documents.id} = any((select ${sql.param(ids)}::int[])::int[])`;
  const rows = await selectSummaryRows(executor, viewer.userId, which, now);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [summaryOf(row, viewer, now)] : [];
  });
}

/** The summary of one row of `selectSummaryRows` for the viewer. */
export function summaryOf(row: SummaryRow, viewer: Viewer, now: Date): DocumentSummary {
  return toSummary(row, row.signers.map(signerOf), viewer, row.codeOpen, now);
}
