// Types only: drizzle-kit loads this file without the workspace's path aliases.
import type { LedgerKind, TopUpStatus, TransferStatus } from '@esign/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, varchar } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from './columns';
import { officeAreas, officeBranches, officeDepartments } from './offices';
import { storedFiles } from './stored-files';
import { users } from './users';

/**
 * One e-meterai account per office area/branch/department combination in use. `balance` is a
 * count of stamps, changed only through `modules/ematerai/ledger.ts`, which writes the ledger row
 * of every change in the same transaction: balance = sum of the cost center's ledger amounts.
 */
export const costCenters = pgTable(
  'cost_centers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    officeAreaId: integer('office_area_id')
      .notNull()
      .references(() => officeAreas.id),
    officeBranchId: integer('office_branch_id')
      .notNull()
      .references(() => officeBranches.id),
    officeDepartmentId: integer('office_department_id')
      .notNull()
      .references(() => officeDepartments.id),
    balance: integer('balance').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('cost_centers_offices_key').on(t.officeAreaId, t.officeBranchId, t.officeDepartmentId),
    index('cost_centers_branch_idx').on(t.officeBranchId),
    index('cost_centers_department_idx').on(t.officeDepartmentId),
    check('cost_centers_balance_check', sql`${t.balance} >= 0`),
  ],
);

/**
 * The balance log: append-only, one row per movement. `amount` is signed (credit > 0, debit < 0)
 * and `balance_after` is the cost center's balance once this row's change was applied. Each
 * movement happens at most once for its reference: (cost center, kind, reference) is unique.
 */
export const emateraiLedger = pgTable(
  'ematerai_ledger',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    costCenterId: integer('cost_center_id')
      .notNull()
      .references(() => costCenters.id),
    kind: varchar('kind', { length: 20 }).$type<LedgerKind>().notNull(),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reference: varchar('reference', { length: 100 }).notNull(),
    userId: integer('user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    unique('ematerai_ledger_movement_key').on(t.costCenterId, t.kind, t.reference),
    index('ematerai_ledger_created_at_idx').on(t.createdAt),
    check('ematerai_ledger_amount_check', sql`${t.amount} <> 0`),
    check('ematerai_ledger_balance_after_check', sql`${t.balanceAfter} >= 0`),
  ],
);

/** Who asked for a transfer or top-up, and who decided it, when and why. */
function decisionColumns() {
  return {
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id),
    rejectReason: text('reject_reason'),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamptz('decided_at'),
  };
}

/** A request to move stamps between two cost centers; nothing moves until it is approved. */
export const balanceTransfers = pgTable(
  'balance_transfers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sourceCostCenterId: integer('source_cost_center_id')
      .notNull()
      .references(() => costCenters.id),
    recipientCostCenterId: integer('recipient_cost_center_id')
      .notNull()
      .references(() => costCenters.id),
    amount: integer('amount').notNull(),
    status: varchar('status', { length: 20 })
      .$type<TransferStatus>()
      .notNull()
      .default('requested'),
    ...decisionColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    index('balance_transfers_status_idx').on(t.status),
    index('balance_transfers_created_at_idx').on(t.createdAt),
    check('balance_transfers_amount_check', sql`${t.amount} > 0`),
    check(
      'balance_transfers_distinct_check',
      sql`${t.sourceCostCenterId} <> ${t.recipientCostCenterId}`,
    ),
  ],
);

/**
 * A top-up of a cost center: `amount` in rupiah, `stamps` credited on approval through the
 * ledger (reference `top-up:<id>`) with an invoice PDF. Only request, success and failed are stored so far; the
 * lifecycle is in `modules/ematerai/top-up-status.ts`.
 */
export const topUps = pgTable(
  'top_ups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    costCenterId: integer('cost_center_id')
      .notNull()
      .references(() => costCenters.id),
    poNumber: varchar('po_number', { length: 64 }).notNull(),
    lineItemNumber: varchar('line_item_number', { length: 64 }).notNull(),
    amount: integer('amount').notNull(),
    stamps: integer('stamps').notNull(),
    status: varchar('status', { length: 20 }).$type<TopUpStatus>().notNull().default('request'),
    ...decisionColumns(),
    /** The invoice PDF, issued on approval. */
    invoiceFileId: integer('invoice_file_id').references(() => storedFiles.id),
    /** The PO attachment (PDF or image, recognised by its bytes), replaced while the top-up is open. */
    poAttachmentFileId: integer('po_attachment_file_id').references(() => storedFiles.id),
    /** Its file name as uploaded, made safe for a content-disposition header. */
    poAttachmentName: varchar('po_attachment_name', { length: 255 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('top_ups_status_idx').on(t.status),
    index('top_ups_created_at_idx').on(t.createdAt),
    index('top_ups_cost_center_idx').on(t.costCenterId),
    check('top_ups_amount_check', sql`${t.amount} > 0`),
    check('top_ups_stamps_check', sql`${t.stamps} > 0`),
    check(
      'top_ups_po_attachment_check',
      sql`(${t.poAttachmentFileId} is null) = (${t.poAttachmentName} is null)`,
    ),
  ],
);
