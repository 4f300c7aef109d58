import { Badge, Box, IconButton } from '@chakra-ui/react';
import { Bell } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { formatUnreadCount } from '../format/format-unread-count';
import { notificationLabel } from './notification-label';

export type NotificationLinkProps = { to: string; unreadCount: number };

/** Bell link to the notification page with the unread badge (99+ above 99, hidden at 0). */
export function NotificationLink({ to, unreadCount }: NotificationLinkProps) {
  const badge = formatUnreadCount(unreadCount);
  return (
    <IconButton asChild variant="ghost" colorPalette="gray" size="md" position="relative">
      <RouterLink to={to} aria-label={notificationLabel(unreadCount)}>
        <Bell />
        {badge ? (
          // Anchored just right of the bell's centre so the bell stays visible under '99+'.
          <Box
            position="absolute"
            top="1"
            insetStart="calc(50% + 1px)"
            aria-hidden="true"
            lineHeight="1"
            pointerEvents="none"
          >
            <Badge
              variant="solid"
              colorPalette="red"
              size="xs"
              rounded="full"
              minW="4.5"
              justifyContent="center"
              px="1"
              fontVariantNumeric="tabular-nums"
              borderWidth="2px"
              borderColor="bg.panel"
              boxSizing="content-box"
            >
              {badge}
            </Badge>
          </Box>
        ) : null}
      </RouterLink>
    </IconButton>
  );
}
