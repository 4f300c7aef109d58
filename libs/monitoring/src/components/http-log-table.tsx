import { Button, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { HttpLog } from '@esign/contract';
import { DataTable, fallback, formatDateTime, type DataTableColumn } from '@esign/ui-kit';
import { HttpStatusBadge } from './http-status-badge';

export type HttpLogTableProps = {
  logs: readonly HttpLog[];
  loading: boolean;
  empty: ReactNode;
  /** A row's transaction id was chosen: its detail opens. */
  onOpen: (transactionId: string) => void;
};

/**
 * Requests newest first. DataTable rows are not clickable, so each row's transaction id is a
 * button: the whole row's action is reachable with Tab and Enter.
 */
export function HttpLogTable({ logs, loading, empty, onOpen }: HttpLogTableProps) {
  const columns: DataTableColumn<HttpLog>[] = [
    {
      id: 'transaction',
      header: 'Transaction ID',
      cell: (log) => (
        <Button
          variant="plain"
          colorPalette="brand"
          size="xs"
          px="0"
          fontFamily="mono"
          aria-label={`Show detail of ${log.transaction_id}`}
          onClick={() => onOpen(log.transaction_id)}
        >
          {log.transaction_id.slice(0, 8)}…
        </Button>
      ),
    },
    { id: 'time', header: 'Time', cell: (log) => formatDateTime(log.created_at), width: '1' },
    { id: 'method', header: 'Method', cell: (log) => log.method, width: '1' },
    {
      id: 'status',
      header: 'Status',
      cell: (log) => <HttpStatusBadge status={log.http_status} />,
      width: '1',
    },
    {
      id: 'url',
      header: 'URL',
      cell: (log) => (
        <Text truncate title={log.url} fontFamily="mono" fontSize="xs">
          {log.url}
        </Text>
      ),
      cellProps: { maxWidth: '28rem' },
    },
    { id: 'reference', header: 'Reference ID', cell: (log) => fallback(log.reference_id) },
    { id: 'user', header: 'User', cell: (log) => fallback(log.name) },
    {
      id: 'duration',
      header: 'Duration',
      cell: (log) => `${log.duration_ms} ms`,
      width: '1',
      cellProps: { textAlign: 'end', whiteSpace: 'nowrap' },
    },
  ];
  return (
    <DataTable
      rows={logs}
      columns={columns}
      rowKey={(log) => log.transaction_id}
      loading={loading}
      loadingLabel="Loading the HTTP log…"
      empty={empty}
      interactive
    />
  );
}
