import { Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Check } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import type { Notification } from '@esign/contract';
import { formatDateTime } from '@esign/ui-kit';

export type NotificationListProps = {
  notifications: readonly Notification[];
  onRead: (notification: Notification) => void;
  /** The id being marked, to show its button busy. */
  markingId?: number | null;
};

/**
 * Notifications newest first: an unread one is marked with a dot and bold title, and has a
 * "Mark as read" button; following its link marks it read too.
 */
export function NotificationList({ notifications, onRead, markingId }: NotificationListProps) {
  return (
    <Stack
      as="ul"
      aria-label="Notifications"
      listStyleType="none"
      gap="0"
      borderWidth="1px"
      rounded="md"
      bg="bg.panel"
    >
      {notifications.map((notification, index) => {
        const unread = !notification.is_read;
        const openIt = () => {
          if (unread) onRead(notification);
        };
        return (
          <Box
            as="li"
            key={notification.id}
            data-unread={unread || undefined}
            px="4"
            py="3"
            borderTopWidth={index === 0 ? '0' : '1px'}
            borderColor="border"
            bg={unread ? 'brand.subtle' : undefined}
          >
            <HStack align="start" gap="3">
              <Box
                mt="1.5"
                boxSize="2"
                rounded="full"
                flexShrink={0}
                bg={unread ? 'brand.solid' : 'transparent'}
                aria-hidden="true"
              />
              <Stack gap="0.5" flex="1" minWidth="0">
                <Text fontWeight={unread ? 'semibold' : 'normal'}>
                  {unread ? (
                    <Box as="span" srOnly>
                      Unread:{' '}
                    </Box>
                  ) : null}
                  {notification.link ? (
                    <Link asChild colorPalette="brand">
                      <RouterLink to={notification.link} onClick={openIt}>
                        {notification.title}
                      </RouterLink>
                    </Link>
                  ) : (
                    notification.title
                  )}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {notification.body}
                </Text>
                <Text fontSize="xs" color="fg.subtle">
                  {formatDateTime(notification.created_at)}
                </Text>
              </Stack>
              {unread ? (
                <Button
                  size="xs"
                  variant="ghost"
                  aria-label={`Mark ${notification.title} as read`}
                  loading={markingId === notification.id}
                  onClick={openIt}
                >
                  <Check aria-hidden="true" /> Mark as read
                </Button>
              ) : null}
            </HStack>
          </Box>
        );
      })}
    </Stack>
  );
}
