import { STAMP_PRICE } from '@esign/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { balanceTransfers, costCenters, topUps } from '../db/schema/ematerai';
import { users } from '../db/schema/users';
import { reserveStamps, releaseStamps, spendStamps } from '../modules/ematerai/document-stamps';
import { credit, debit } from '../modules/ematerai/ledger';
import type { FileStore } from '../storage/file-store';
import { makeDemoPdf } from './demo-pdf';

/** The demo cost centers (area/branch/department codes) and their opening top-ups, in stamps. */
const demoCostCenters = [
  { key: 'JKT/JKT-PST/FIN', opening: 1500 },
  { key: 'JKT/JKT-SEL/LGL', opening: 800 },
  { key: 'JKT/JKT-SEL/HCM', opening: 300 },
  { key: 'SBY/SBY-TMR/OPS', opening: 600 },
  { key: 'BDG/BDG-KTA/FIN', opening: 450 },
  { key: 'MDN/MDN-BRT/OPS', opening: 200 },
] as const;

async function userId(tx: Executor, username: string): Promise<number> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`Demo user ${username} missing: seed the demo logins first`);
  return row.id;
}

/** A one-page purchase order, the PO attachment of the demo top-ups that carry one. */
async function demoPurchaseOrder(poNumber: string, date: Date): Promise<Uint8Array> {
  return makeDemoPdf({
    title: 'Purchase Order',
    referenceNumber: poNumber,
    companyName: 'PT Demo Nusantara',
    parties: ['PT Demo Nusantara', 'Finance Department'],
    pages: 1,
    date,
  });
}

/**
 * Demo balances, every one built through the ledger (so balance = sum of ledger rows): an opening
 * top-up and two later ones per cost center (top-up rows, credited), and one top-up in each
 * other shown status: rejected, request (no attachment), waiting (a PO attachment on file) and
 * overdue (open for longer than the verification days); documents that reserved and spent
 * stamps (one released), transfers approved, waiting and rejected. About 70 ledger rows over
 * 30 days.
 */
export async function seedDemoEmaterai(
  tx: Executor,
  files: FileStore,
  offices: ReadonlyMap<string, number>,
  now: Date,
): Promise<void> {
  const finance = await userId(tx, 'finance');
  const superAdmin = await userId(tx, 'superadmin');
  const daysAgo = (days: number, minutes = 0) =>
    new Date(now.getTime() - days * 86_400_000 - minutes * 60_000);

  const centers: number[] = [];
  for (const center of demoCostCenters) {
    const [area, branch] = center.key.split('/');
    const ids = [
      offices.get(area ?? ''),
      offices.get(`${area}/${branch}`),
      offices.get(center.key),
    ];
    const [areaId, branchId, departmentId] = ids;
    if (areaId === undefined || branchId === undefined || departmentId === undefined)
      throw new Error(`Demo office ${center.key} missing`);
    const [row] = await tx
      .insert(costCenters)
      .values({
        officeAreaId: areaId,
        officeBranchId: branchId,
        officeDepartmentId: departmentId,
        createdAt: daysAgo(30),
        updatedAt: daysAgo(30),
      })
      .returning({ id: costCenters.id });
    if (!row) throw new Error('Cost center not inserted');
    centers.push(row.id);
  }

  // A top-up row requested by finance; a successful one is credited through the ledger, as the
  // approve call does (reference `top-up:<id>`).
  // A `waiting` one carries a PO attachment, stored like an upload.
  const topUp = async (
    center: number,
    stamps: number,
    status: 'request' | 'waiting' | 'success' | 'failed',
    at: Date,
  ) => {
    const costCenterId = centers[center] ?? 0;
    const open = status === 'request' || status === 'waiting';
    const decided = open ? null : new Date(at.getTime() + 3_600_000);
    const poNumber = `PO-DEMO-${String(center + 1).padStart(2, '0')}-${at.getTime() % 100_000}`;
    const attachment =
      status === 'waiting'
        ? {
            poAttachmentFileId: await files.put(tx, await demoPurchaseOrder(poNumber, at), {
              contentType: 'application/pdf',
              at,
            }),
            poAttachmentName: `${poNumber}.pdf`,
          }
        : {};
    const [row] = await tx
      .insert(topUps)
      .values({
        costCenterId,
        poNumber,
        lineItemNumber: '10',
        amount: stamps * STAMP_PRICE,
        stamps,
        status,
        requestedBy: finance,
        rejectReason: status === 'failed' ? 'The PO number does not match the invoice.' : null,
        decidedBy: decided ? superAdmin : null,
        decidedAt: decided,
        ...attachment,
        createdAt: at,
      })
      .returning({ id: topUps.id });
    if (!row || !decided || status !== 'success') return;
    await credit(tx, {
      costCenterId,
      kind: 'top_up',
      amount: stamps,
      reference: `top-up:${row.id}`,
      userId: superAdmin,
      at: decided,
    });
  };

  // Opening balances 30 days ago, then top-ups on days 20 and 10; one rejected, one waiting.
  for (const [index, center] of demoCostCenters.entries())
    for (const [round, days] of [30, 20, 10].entries())
      await topUp(
        index,
        round === 0 ? center.opening : 100 * (round + index),
        'success',
        daysAgo(days, 60),
      );
  await topUp(2, 250, 'failed', daysAgo(5));

  // Documents stamped from each cost center: reserved, then spent (the last one withdrawn).
  for (const [index, costCenterId] of centers.entries())
    for (let document = 1; document <= 4; document++) {
      const stamps = {
        costCenterId,
        documentReference: `DEMO/${index + 1}/${String(document).padStart(3, '0')}`,
        userId: finance,
      };
      await reserveStamps(tx, { ...stamps, count: document, at: daysAgo(9 - document, index) });
      if (document === 4) await releaseStamps(tx, { ...stamps, at: daysAgo(4, index) });
      else await spendStamps(tx, { ...stamps, at: daysAgo(8 - document, index) });
    }

  const transfer = async (
    source: number,
    recipient: number,
    amount: number,
    status: 'requested' | 'approved' | 'rejected',
    at: Date,
  ) => {
    const decided = status === 'requested' ? null : new Date(at.getTime() + 3_600_000);
    const [row] = await tx
      .insert(balanceTransfers)
      .values({
        sourceCostCenterId: centers[source] ?? 0,
        recipientCostCenterId: centers[recipient] ?? 0,
        amount,
        status,
        requestedBy: finance,
        rejectReason: status === 'rejected' ? 'The branch has enough stamps this month.' : null,
        decidedBy: decided ? superAdmin : null,
        decidedAt: decided,
        createdAt: at,
      })
      .returning({ id: balanceTransfers.id });
    if (!row || !decided || status !== 'approved') return;
    const movement = { amount, reference: `transfer:${row.id}`, userId: superAdmin, at: decided };
    await debit(tx, { ...movement, costCenterId: centers[source] ?? 0, kind: 'transfer_out' });
    await credit(tx, { ...movement, costCenterId: centers[recipient] ?? 0, kind: 'transfer_in' });
  };
  await transfer(0, 3, 200, 'approved', daysAgo(3));
  await transfer(1, 5, 50, 'approved', daysAgo(2, 30));
  await transfer(0, 4, 120, 'rejected', daysAgo(2));
  await transfer(0, 1, 75, 'requested', daysAgo(1));
  await transfer(3, 2, 40, 'requested', daysAgo(0, 90));
  // Waiting for superadmin's decision: without an attachment, with one, and one left open past
  // the verification days (shown as overdue).
  await topUp(4, 300, 'request', daysAgo(0, 45));
  await topUp(1, 150, 'waiting', daysAgo(1, 20));
  await topUp(5, 80, 'request', daysAgo(18));
}
