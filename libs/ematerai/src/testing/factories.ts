import type { BalanceLog, CostCenter, TopUp, TopUpSheetRow, Transfer } from '@esign/contract';

const office = (id: number, code: string, name: string) => ({ id, code, name });

/** The offices of the cost center most factories belong to. */
const jakartaFinance = {
  office_area: office(1, 'JKT', 'Jakarta'),
  office_branch: office(2, 'JKT-PST', 'Jakarta Pusat'),
  office_department: office(3, 'FIN', 'Finance'),
};

export function costCenter(overrides: Partial<CostCenter> = {}): CostCenter {
  return {
    id: 1,
    ...jakartaFinance,
    balance: 1500,
    ...overrides,
  };
}

export function transfer(overrides: Partial<Transfer> = {}): Transfer {
  return {
    id: 12,
    amount: 25,
    status: 'requested',
    requested_by: { privy_id: 'DEMO010', name: 'Fina Finance' },
    source: {
      cost_center_id: 1,
      office_area: { code: 'JKT', name: 'Jakarta' },
      office_branch: { code: 'JKT-PST', name: 'Jakarta Pusat' },
      office_department: { code: 'FIN', name: 'Finance' },
    },
    recipient: {
      cost_center_id: 2,
      office_area: { code: 'SBY', name: 'Surabaya' },
      office_branch: { code: 'SBY-TMR', name: 'Surabaya Timur' },
      office_department: { code: 'OPS', name: 'Operations' },
    },
    reject_reason: null,
    decided_by: null,
    decided_at: null,
    created_at: '2026-11-20T08:30:00.000Z',
    can_decide: true,
    ...overrides,
  };
}

export function balanceLog(overrides: Partial<BalanceLog> = {}): BalanceLog {
  return {
    id: 40,
    kind: 'transfer_out',
    amount: -25,
    balance_after: 1475,
    reference: 'transfer:12',
    user: { privy_id: 'DEMO001', name: 'Super Admin' },
    cost_center_id: 1,
    ...jakartaFinance,
    created_at: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

export { pagination } from '@esign/api-client/testing';

export function topUp(overrides: Partial<TopUp> = {}): TopUp {
  return {
    id: 30,
    cost_center_id: 1,
    ...jakartaFinance,
    po_number: 'PO-2026-001',
    line_item_number: '10',
    amount: 1_000_000,
    stamps: 100,
    status: 'waiting',
    requested_by: { privy_id: 'DEMO010', name: 'Fina Finance' },
    reject_reason: null,
    decided_by: null,
    decided_at: null,
    created_at: '2026-11-20T08:30:00.000Z',
    has_invoice: false,
    po_attachment: { file_name: 'po-2026-001.pdf', content_type: 'application/pdf', size: 2048 },
    can_update: true,
    can_decide: false,
    ...overrides,
  };
}

export function sheetRow(overrides: Partial<TopUpSheetRow> = {}): TopUpSheetRow {
  return {
    row: 2,
    ...jakartaFinance,
    po_number: 'PO-2026-001',
    line_item_number: '10',
    amount: 1_000_000,
    errors: [],
    ...overrides,
  };
}
