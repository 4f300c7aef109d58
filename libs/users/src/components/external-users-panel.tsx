import { Box, Button, HStack } from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { getErrorMessage } from '@esign/api-client';
import type { ExternalUser } from '@esign/contract';
import {
  ConfirmDialog,
  DataTable,
  EmptyState,
  formatDateTime,
  notifyError,
  notifySuccess,
  PaginationBar,
  type DataTableColumn,
} from '@esign/ui-kit';
import {
  EXTERNAL_USER_DELETE_FAILED_TITLE,
  useDeleteExternalUser,
} from '../api/delete-external-user';
import { useExternalUsers } from '../api/get-external-users';
import { listQueryOf } from '../model/list-query';
import { ExternalUserDialog } from './external-user-dialog';
import { ListSearch } from './list-search';

/** External users: search, pages, add in a dialog, delete after a confirmation. */
export function ExternalUsersPanel() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => listQueryOf(params), [params]);
  const externalUsers = useExternalUsers(query);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<ExternalUser | null>(null);
  const remove = useDeleteExternalUser();

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notifySuccess('Successfully delete user account!');
        setDeleting(null);
      },
      onError: (error) => {
        notifyError(EXTERNAL_USER_DELETE_FAILED_TITLE, getErrorMessage(error));
        setDeleting(null);
      },
    });
  };

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
          onClick={() => setDeleting(user)}
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
        <ListSearch label="Search external user" />
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
      {externalUsers.data && rows.length > 0 ? (
        <PaginationBar
          pagination={externalUsers.data.pagination}
          disabled={externalUsers.isFetching}
          onPageChange={(page) =>
            setParams((current) => {
              const next = new URLSearchParams(current);
              next.set('page', String(page));
              return next;
            })
          }
        />
      ) : null}
      <ExternalUserDialog open={adding} onClose={() => setAdding(false)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete external user"
        text={deleting ? `Delete ${deleting.name}?` : undefined}
        destructive
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Box>
  );
}
