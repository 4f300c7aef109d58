import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { History, Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PER_PAGE, SSO_USER_TYPE, type InternalUser } from '@esign/contract';
import { officeLines } from '@esign/offices';
import {
  ConfirmDialog,
  DataTable,
  EmptyState,
  UrlPaginationBar,
  urlListQueryOf,
  UrlSearchForm,
  type DataTableColumn,
} from '@esign/ui-kit';
import { USER_DELETE_FAILED_TITLE, useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/get-users';
import { UserActivityDialog } from './user-activity-dialog';
import { UserFormDialog } from './user-form-dialog';
import { useDeleteConfirmation } from '../model/use-delete-confirmation';

/** Internal users: search, pages, add and edit in a dialog, activity, delete (deactivate) after a confirmation. */
export function InternalUsersPanel() {
  const [params] = useSearchParams();
  const query = useMemo(() => urlListQueryOf(params, DEFAULT_PER_PAGE), [params]);
  const users = useUsers(query);
  const [form, setForm] = useState<{ open: boolean; userId: number | null }>({
    open: false,
    userId: null,
  });
  const [activityOf, setActivityOf] = useState<InternalUser | null>(null);
  const remove = useDeleteUser();
  const deleting = useDeleteConfirmation<InternalUser>(remove, {
    success: 'Successfully delete user!',
    failure: USER_DELETE_FAILED_TITLE,
  });

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
              onClick={() => deleting.ask(user)}
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
        <UrlSearchForm label="Search user" />
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
      <UrlPaginationBar
        pagination={users.data?.pagination}
        rowCount={rows.length}
        disabled={users.isFetching}
      />
      <UserFormDialog
        open={form.open}
        userId={form.userId}
        onClose={() => setForm((current) => ({ ...current, open: false }))}
      />
      <UserActivityDialog user={activityOf} onClose={() => setActivityOf(null)} />
      <ConfirmDialog
        open={deleting.target !== null}
        title="Delete user"
        text={
          deleting.target
            ? `Delete ${deleting.target.name}? They can no longer sign in and their sessions end; their documents and history are kept.`
            : undefined
        }
        destructive
        loading={remove.isPending}
        onConfirm={deleting.confirm}
        onCancel={deleting.cancel}
      />
    </Box>
  );
}
