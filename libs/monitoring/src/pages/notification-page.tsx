import { Box, Button, Flex, NativeSelect } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { BellOff, CheckCheck } from 'lucide-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useAlertStore } from '@esign/api-client';
import { useSessionStore } from '@esign/session';
import { EmptyState, FormField, LoadingState, PageHeader, UrlPaginationBar } from '@esign/ui-kit';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { NotificationList } from '../components/notification-list';
import { NotificationTopupSwitch } from '../components/notification-topup-switch';
import { notificationQueryFromParams } from '../model/notification-search-params';

/** /admin/notification (spec §2, §7): the user's notifications, newest first, and the top-up setting. */
export function NotificationPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => notificationQueryFromParams(searchParams), [searchParams]);
  const list = useNotifications(query);
  const loadFailed = useAlertStore((state) => state.alertCode !== null);
  const unread = useSessionStore((state) => state.user?.unread_notification ?? 0);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const rows = list.data?.data ?? [];

  return (
    <Box>
      <PageHeader
        title="Notifications"
        description={unread > 0 ? `${unread} unread` : 'You are all caught up.'}
        actions={
          <Button
            size="sm"
            variant="outline"
            disabled={unread === 0}
            loading={markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            <CheckCheck aria-hidden="true" /> Mark all as read
          </Button>
        }
      />
      <Flex gap="6" mb="4" align="end" wrap="wrap" justify="space-between">
        <Box width="48">
          <FormField label="Show">
            <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="sm">
              <NativeSelect.Field
                value={query.read ?? ''}
                onChange={(event) =>
                  setSearchParams((current) => {
                    const next = new URLSearchParams(current);
                    if (event.target.value) next.set('read', event.target.value);
                    else next.delete('read');
                    next.delete('page');
                    return next;
                  })
                }
              >
                <option value="">All</option>
                <option value="unread">Unread</option>
                <option value="read">Read</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </Box>
        <NotificationTopupSwitch />
      </Flex>
      {list.isPending ? (
        <LoadingState label="Loading notifications…" />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={BellOff}
          title={loadFailed ? 'The notifications could not be loaded' : 'No notifications'}
          description={
            loadFailed ? 'Please try again later.' : 'New notifications will show up here.'
          }
        />
      ) : (
        <NotificationList
          notifications={rows}
          markingId={markRead.isPending ? markRead.variables : null}
          onRead={(notification) => markRead.mutate(notification.id)}
        />
      )}
      <UrlPaginationBar
        pagination={list.data?.pagination}
        rowCount={rows.length}
        disabled={list.isFetching}
      />
    </Box>
  );
}
