import { Box, Button, HStack } from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PER_PAGE, type ExternalUser } from '@esign/contract';
import {
  ConfirmDialog,
  DataTable,
  EmptyState,
  formatDateTime,
  UrlPaginationBar,
  urlListQueryOf,
  UrlSearchForm,
  type DataTableColumn,
} from '@esign/ui-kit';
import {
  EXTERNAL_USER_DELETE_FAILED_TITLE,
  useDeleteExternalUser,
} from '../api/delete-external-user';
import { useExternalUsers } from '../api/get-external-users';
import { ExternalUserDialog } from './external-user-dialog';
import { useDeleteConfirmation } from '../model/use-delete-confirmation';

/** External users: search, pages, add in a dialog, delete after a confirmation. */
export function ExternalUsersPanel() {
  const [params] = useSearchParams();
  const query = useMemo(() => urlListQueryOf(params, DEFAULT_PER_PAGE), [params]);
  const externalUsers = useExternalUsers(query);
  const [adding, setAdding] = useState(false);
  const remove = useDeleteExternalUser();
  const deleting = useDeleteConfirmation<ExternalUser>(remove, {
    success: 'Successfully delete user account!',
    failure: EXTERNAL_USER_DELETE_FAILED_TITLE,
  });

  const columns: DataTableColumn<ExternalUser>[] = [
    { id: 'privy', header: 'PrivyID', width: '1', cell: (user) => user.privy_id.toUpperCase() },
    { id: 'name', header: 'Name', cell: (user) => user.name },
    { id: 'email', header: 'Email', cell: (user) => user.email },
    { id: 'created', header: 'Added', width: '1', cell: (user) => formatDateTime(user.created_at) },
    {
      id: 'action',
      header: 'Action',
      width: '1',
      cell: (user) => (
        <Button
          size="xs"
          variant="ghost"
          colorPalette="red"
          aria-label={`Delete ${user.name}`}
          onClick={() => deleting.ask(user)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      ),
    },
  ];
  const rows = externalUsers.data?.data ?? [];

  return (
    <Box>
      <HStack justify="space-between" align="start" flexWrap="wrap">
        <UrlSearchForm label="Search external user" />
        <Button size="sm" onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" /> Add External User
        </Button>
      </HStack>
      <DataTable
        rows={rows}
        rowKey={(user) => user.id}
        columns={columns}
        loading={externalUsers.isPending}
        loadingLabel="Loading external users"
        empty={<EmptyState title="No external users" />}
      />
      <UrlPaginationBar
        pagination={externalUsers.data?.pagination}
        rowCount={rows.length}
        disabled={externalUsers.isFetching}
      />
      <ExternalUserDialog open={adding} onClose={() => setAdding(false)} />
      <ConfirmDialog
        open={deleting.target !== null}
        title="Delete external user"
        text={deleting.target ? `Delete ${deleting.target.name}?` : undefined}
        destructive
        loading={remove.isPending}
        onConfirm={deleting.confirm}
        onCancel={deleting.cancel}
      />
    </Box>
  );
}
