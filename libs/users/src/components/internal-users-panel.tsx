import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { History, Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { getErrorMessage } from '@esign/api-client';
import { SSO_USER_TYPE, type InternalUser } from '@esign/contract';
import { officeLines } from '@esign/offices';
import {
  ConfirmDialog,
  DataTable,
  EmptyState,
  notifyError,
  notifySuccess,
  PaginationBar,
  type DataTableColumn,
} from '@esign/ui-kit';
import { USER_DELETE_FAILED_TITLE, useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/get-users';
import { listQueryOf } from '../model/list-query';
import { ListSearch } from './list-search';
import { UserActivityDialog } from './user-activity-dialog';
import { UserFormDialog } from './user-form-dialog';

/** Internal users: search, pages, add and edit in a dialog, activity, delete (deactivate) after a confirmation. */
export function InternalUsersPanel() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => listQueryOf(params), [params]);
  const users = useUsers(query);
  const [form, setForm] = useState<{ open: boolean; userId: number | null }>({
    open: false,
    userId: null,
  });
  const [activityOf, setActivityOf] = useState<InternalUser | null>(null);
  const [deleting, setDeleting] = useState<InternalUser | null>(null);
  const remove = useDeleteUser();

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notifySuccess('Successfully delete user!');
        setDeleting(null);
      },
      onError: (error) => {
        notifyError(USER_DELETE_FAILED_TITLE, getErrorMessage(error));
        setDeleting(null);
      },
    });
  };

  const columns: DataTableColumn<InternalUser>[] = [
    { id: 'privy', header: 'PrivyID', width: '1', cell: (user) => user.privy_id.toUpperCase() },
    {
      id: 'name',
      header: 'Name',
      cell: (user) => (
        <Stack gap="0">
          <Text>{user.name}</Text>
          <Text fontSize="xs" color="fg.muted">
            {user.email}
          </Text>
        </Stack>
      ),
    },
    { id: 'role', header: 'Role', cell: (user) => user.role.description },
    {
      id: 'office',
      header: 'Office',
      cell: (user) => (
        <Stack gap="0" fontSize="sm">
          {officeLines(user).map((line, index) => (
            <Text key={index}>{line}</Text>
          ))}
        </Stack>
      ),
    },
    {
      id: 'type',
      header: 'User Type',
      width: '1',
      cell: (user) => (user.user_type === SSO_USER_TYPE ? 'SSO' : 'Local'),
    },
    {
      id: 'status',
      header: 'Status',
      width: '1',
      cell: (user) =>
        user.is_active ? (
          <Badge colorPalette="green">Active</Badge>
        ) : (
          <Badge colorPalette="gray">Deactivated</Badge>
        ),
    },
    {
      id: 'action',
      header: 'Action',
      width: '1',
      cell: (user) => (
        <HStack gap="1">
          <Button
            size="xs"
            variant="ghost"
            aria-label={`Edit ${user.name}`}
            onClick={() => setForm({ open: true, userId: user.id })}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            size="xs"
            variant="ghost"
            aria-label={`Activity of ${user.name}`}
            onClick={() => setActivityOf(user)}
          >
            <History aria-hidden="true" />
          </Button>
          {user.is_active ? (
            <Button
              size="xs"
              variant="ghost"
              colorPalette="red"
              aria-label={`Delete ${user.name}`}
              onClick={() => setDeleting(user)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          ) : null}
        </HStack>
      ),
    },
  ];
  const rows = users.data?.data ?? [];

  return (
    <Box>
      <HStack justify="space-between" align="start" flexWrap="wrap">
        <ListSearch label="Search user" />
        <Button size="sm" onClick={() => setForm({ open: true, userId: null })}>
          <Plus aria-hidden="true" /> Add User
        </Button>
      </HStack>
      <DataTable
        rows={rows}
        rowKey={(user) => user.id}
        columns={columns}
        loading={users.isPending}
        loadingLabel="Loading users"
        empty={<EmptyState title="No users" />}
      />
      {users.data && rows.length > 0 ? (
        <PaginationBar
          pagination={users.data.pagination}
          disabled={users.isFetching}
          onPageChange={(page) =>
            setParams((current) => {
              const next = new URLSearchParams(current);
              next.set('page', String(page));
              return next;
            })
          }
        />
      ) : null}
      <UserFormDialog
        open={form.open}
        userId={form.userId}
        onClose={() => setForm((current) => ({ ...current, open: false }))}
      />
      <UserActivityDialog user={activityOf} onClose={() => setActivityOf(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete user"
        text={
          deleting
            ? `Delete ${deleting.name}? They can no longer sign in and their sessions end; their documents and history are kept.`
            : undefined
        }
        destructive
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Box>
  );
}
