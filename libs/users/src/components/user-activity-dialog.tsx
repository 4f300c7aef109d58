import { Button, HStack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { DEFAULT_PER_PAGE, type InternalUser, type UserActivity } from '@esign/contract';
import {
  DataTable,
  EmptyState,
  formatDateTime,
  FormDialog,
  PaginationBar,
  type DataTableColumn,
} from '@esign/ui-kit';
import { useUserActivity } from '../api/get-user-activity';

export type UserActivityDialogProps = {
  /** Whose activity to show; null when closed. */
  user: InternalUser | null;
  onClose: () => void;
};

const columns: DataTableColumn<UserActivity>[] = [
  { id: 'time', header: 'Time', width: '1', cell: (log) => formatDateTime(log.created_at) },
  { id: 'activity', header: 'Activity', cell: (log) => log.activity },
];

/** What one user did (log/user-activity), newest first, a page at a time. */
export function UserActivityDialog({ user, onClose }: UserActivityDialogProps) {
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [user]);
  const logs = useUserActivity(
    { page, per_page: DEFAULT_PER_PAGE, user_id: user?.id ?? 0 },
    { enabled: user !== null },
  );
  const rows = logs.data?.data ?? [];
  return (
    <FormDialog
      open={user !== null}
      title={user ? `Activity of ${user.name}` : 'Activity'}
      onClose={onClose}
      maxWidth={720}
    >
      {user ? (
        <Text color="fg.muted" mb="3">
          {user.privy_id.toUpperCase()}
        </Text>
      ) : null}
      <DataTable
        rows={rows}
        rowKey={(log) => log.id}
        columns={columns}
        loading={logs.isPending}
        loadingLabel="Loading activity"
        empty={<EmptyState title="No activity" />}
      />
      {logs.data && rows.length > 0 ? (
        <PaginationBar
          pagination={logs.data.pagination}
          disabled={logs.isFetching}
          onPageChange={setPage}
        />
      ) : null}
      <HStack justify="flex-end" mt="4">
        <Button variant="outline" colorPalette="gray" onClick={onClose}>
          Close
        </Button>
      </HStack>
    </FormDialog>
  );
}
