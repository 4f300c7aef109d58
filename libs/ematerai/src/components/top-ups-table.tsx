import { Button, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { TopUp } from '@esign/contract';
import {
  DataTable,
  formatDateTime,
  formatRupiah,
  groupThousands,
  StatusBadge,
  type DataTableColumn,
} from '@esign/ui-kit';
import { topUpOfficeLines } from '../model/top-up-office-lines';
import { topUpPaths } from '../model/top-up-paths';
import { topUpStatusDisplay } from '../model/top-up-status-display';

export type TopUpsTableProps = {
  topUps: TopUp[];
  loading?: boolean;
  empty?: ReactNode;
};

const columns: DataTableColumn<TopUp>[] = [
  { id: 'po', header: 'PO number', cell: (topUp) => topUp.po_number },
  { id: 'line', header: 'Line item', cell: (topUp) => topUp.line_item_number },
  {
    id: 'offices',
    header: 'Office',
    cell: (topUp) => (
      <Stack gap="0">
        {topUpOfficeLines(topUp).map((line, index) => (
          <Text key={index} color={index === 0 ? undefined : 'fg.muted'}>
            {line}
          </Text>
        ))}
      </Stack>
    ),
  },
  {
    id: 'amount',
    header: 'Amount',
    cellProps: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
    cell: (topUp) => formatRupiah(topUp.amount),
  },
  {
    id: 'stamps',
    header: 'Stamps',
    cellProps: { fontVariantNumeric: 'tabular-nums' },
    cell: (topUp) => groupThousands(String(topUp.stamps)),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (topUp) => <StatusBadge display={topUpStatusDisplay[topUp.status]} />,
  },
  { id: 'requested-by', header: 'Requested by', cell: (topUp) => topUp.requested_by.name },
  {
    id: 'created',
    header: 'Created date',
    cellProps: { whiteSpace: 'nowrap' },
    cell: (topUp) => formatDateTime(topUp.created_at),
  },
  {
    id: 'action',
    header: 'Action',
    width: '1',
    cell: (topUp) => (
      <Button asChild size="xs" variant="outline">
        <RouterLink to={topUpPaths.detail(topUp.id)} aria-label={`Detail of PO ${topUp.po_number}`}>
          Detail
        </RouterLink>
      </Button>
    ),
  },
];

/** Top-up transactions with their offices, amount, stamps and state; each opens its detail. */
export function TopUpsTable({ topUps, loading, empty }: TopUpsTableProps) {
  return (
    <DataTable
      rows={topUps}
      columns={columns}
      rowKey={(topUp) => topUp.id}
      loading={loading}
      loadingLabel="Loading top ups"
      empty={empty}
    />
  );
}
