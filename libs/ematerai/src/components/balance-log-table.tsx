import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ledgerKindLabels, type BalanceLog } from '@esign/contract';
import { officeLabel } from '@esign/offices';
import { DataTable, formatDateTime, type DataTableColumn } from '@esign/ui-kit';
import { formatSignedAmount, formatStamps } from '../model/format-stamps';

export type BalanceLogTableProps = { logs: BalanceLog[]; loading?: boolean; empty?: ReactNode };

const columns: DataTableColumn<BalanceLog>[] = [
  {
    id: 'date',
    header: 'Date',
    cellProps: { whiteSpace: 'nowrap' },
    cell: (log) => formatDateTime(log.created_at),
  },
  {
    id: 'cost_center',
    header: 'Cost center',
    cell: (log) => (
      <Stack gap="0" fontSize="xs">
        <Text>{officeLabel('area', log.office_area.code, log.office_area.name)}</Text>
        <Text color="fg.muted">
          {officeLabel('branch', log.office_branch.code, log.office_branch.name)}
        </Text>
        <Text color="fg.muted">
          {officeLabel('department', log.office_department.code, log.office_department.name)}
        </Text>
      </Stack>
    ),
  },
  { id: 'kind', header: 'Kind', cell: (log) => ledgerKindLabels[log.kind] },
  {
    id: 'amount',
    header: 'Amount',
    cellProps: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
    cell: (log) => (
      <Text as="span" color={log.amount < 0 ? 'fg.error' : 'fg.success'} fontWeight="medium">
        {formatSignedAmount(log.amount)}
      </Text>
    ),
  },
  {
    id: 'balance_after',
    header: 'Balance after',
    cellProps: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
    cell: (log) => formatStamps(log.balance_after),
  },
  { id: 'reference', header: 'Reference', cell: (log) => log.reference },
  { id: 'user', header: 'User', cell: (log) => log.user?.name ?? '-' },
];

/** The balance log: one row per movement of a cost center's stamps. */
export function BalanceLogTable({ logs, loading, empty }: BalanceLogTableProps) {
  return (
    <DataTable
      rows={logs}
      columns={columns}
      rowKey={(log) => log.id}
      loading={loading}
      loadingLabel="Loading balance history"
      empty={empty}
    />
  );
}
