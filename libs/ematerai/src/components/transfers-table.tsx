import { Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Transfer } from '@esign/contract';
import { DataTable, formatDateTime, StatusBadge, type DataTableColumn } from '@esign/ui-kit';
import { costCenterName } from '../model/cost-center-name';
import { formatStamps } from '../model/format-stamps';
import { transferDetailPath } from '../model/transfer-detail-path';
import { transferStatusDisplay } from '../model/transfer-status-display';

export type TransfersTableProps = {
  transfers: Transfer[];
  /** The session may approve and reject (its permission codes); each row still needs `can_decide`. */
  canApprove: boolean;
  onApprove: (transfer: Transfer) => void;
  onReject: (transfer: Transfer) => void;
  loading?: boolean;
  empty?: ReactNode;
};

function statusCell(transfer: Transfer) {
  return (
    <Stack gap="1" align="flex-start">
      <StatusBadge display={transferStatusDisplay[transfer.status]} />
      {transfer.reject_reason ? (
        <Text fontSize="xs" color="fg.muted" maxWidth="48">
          Reason: {transfer.reject_reason}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Balance transfers with their state and, where the session may decide, Approve and Reject. */
export function TransfersTable({
  transfers,
  canApprove,
  onApprove,
  onReject,
  loading,
  empty,
}: TransfersTableProps) {
  const columns: DataTableColumn<Transfer>[] = [
    {
      id: 'created',
      header: 'Requested',
      cellProps: { whiteSpace: 'nowrap' },
      cell: (transfer) => (
        <Link asChild fontWeight="medium" colorPalette="brand" color="colorPalette.fg">
          <RouterLink
            to={transferDetailPath(transfer.id)}
            aria-label={`Transfer ${transfer.id} of ${formatDateTime(transfer.created_at)}`}
          >
            {formatDateTime(transfer.created_at)}
          </RouterLink>
        </Link>
      ),
    },
    {
      id: 'requested_by',
      header: 'Requested by',
      cell: (transfer) => transfer.requested_by.name,
    },
    {
      id: 'route',
      header: 'Source → Recipient',
      cell: (transfer) => (
        <Stack gap="0" fontSize="sm">
          <Text>{costCenterName(transfer.source)}</Text>
          <Text color="fg.muted">→ {costCenterName(transfer.recipient)}</Text>
        </Stack>
      ),
    },
    {
      id: 'amount',
      header: 'Amount',
      cellProps: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
      cell: (transfer) => formatStamps(transfer.amount),
    },
    { id: 'status', header: 'Status', cell: statusCell },
    {
      id: 'actions',
      header: 'Actions',
      width: '1',
      cell: (transfer) =>
        canApprove && transfer.can_decide ? (
          <HStack gap="2">
            <Button
              size="xs"
              aria-label={`Approve transfer ${transfer.id}`}
              onClick={() => onApprove(transfer)}
            >
              Approve
            </Button>
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              aria-label={`Reject transfer ${transfer.id}`}
              onClick={() => onReject(transfer)}
            >
              Reject
            </Button>
          </HStack>
        ) : (
          <Text color="fg.muted">-</Text>
        ),
    },
  ];
  return (
    <DataTable
      rows={transfers}
      columns={columns}
      rowKey={(transfer) => transfer.id}
      loading={loading}
      loadingLabel="Loading transfers"
      empty={empty}
    />
  );
}
