import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { ActivityLog } from '@esign/contract';
import { DataTable, fallback, formatDateTime, type DataTableColumn } from '@esign/ui-kit';

export type ActivityLogTableProps = {
  logs: readonly ActivityLog[];
  loading: boolean;
  empty: ReactNode;
};

const columns: DataTableColumn<ActivityLog>[] = [
  {
    id: 'time',
    header: 'Time',
    cell: (log) => formatDateTime(log.created_at),
    cellProps: { whiteSpace: 'nowrap' },
  },
  {
    id: 'user',
    header: 'User',
    cell: (log) => (
      <Stack gap="0">
        <Text>{fallback(log.name)}</Text>
        {log.privy_id ? (
          <Text fontSize="xs" color="fg.muted">
            {log.privy_id.toUpperCase()}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  { id: 'activity', header: 'Activity', cell: (log) => log.activity },
  {
    id: 'action',
    header: 'Action',
    cell: (log) => (
      <Text fontFamily="mono" fontSize="xs">
        {log.action}
      </Text>
    ),
  },
  {
    id: 'subject',
    header: 'Subject',
    cell: (log) => (log.subject_id ? `${fallback(log.subject_type)} ${log.subject_id}` : '-'),
  },
  { id: 'ip', header: 'IP', cell: (log) => fallback(log.ip) },
];

/** What users did, newest first. */
export function ActivityLogTable({ logs, loading, empty }: ActivityLogTableProps) {
  return (
    <DataTable
      rows={logs}
      columns={columns}
      rowKey={(log) => log.id}
      loading={loading}
      loadingLabel="Loading the activity log…"
      empty={empty}
    />
  );
}
