import { Box, CloseButton, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Bell } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Notification } from '@esign/contract';
import { formatDateTime } from '@esign/ui-kit';

/** How long a popup stays when nobody points at it or focuses it (spec is silent; ~8 s). */
export const POPUP_HIDE_MS = 8_000;

export type NotificationPopupsProps = {
  /** Newest first; at most three are passed (see pushPopup). */
  popups: readonly Notification[];
  onDismiss: (id: number) => void;
  /** The popup's link was followed. */
  onOpen: (notification: Notification) => void;
};

type PopupProps = {
  notification: Notification;
  onDismiss: (id: number) => void;
  onOpen: (notification: Notification) => void;
};

function NotificationPopup({ notification, onDismiss, onOpen }: PopupProps) {
  // Hover or focus holds the popup, so a reader or a keyboard user is not cut off.
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(() => onDismiss(notification.id), POPUP_HIDE_MS);
    return () => clearTimeout(timer);
  }, [held, notification.id, onDismiss]);
  return (
    <Box
      role="status"
      aria-label={notification.title}
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      borderStartWidth="4px"
      borderStartColor="brand.solid"
      rounded="md"
      shadow="lg"
      p="3"
      pointerEvents="auto"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <HStack align="start" gap="3">
        <Box color="brand.solid" pt="0.5" aria-hidden="true">
          <Bell size={18} />
        </Box>
        <Stack gap="0.5" flex="1" minWidth="0">
          <Text fontWeight="semibold" fontSize="sm">
            {notification.link ? (
              <Link asChild colorPalette="brand">
                <RouterLink to={notification.link} onClick={() => onOpen(notification)}>
                  {notification.title}
                </RouterLink>
              </Link>
            ) : (
              notification.title
            )}
          </Text>
          <Text fontSize="sm" color="fg.muted" lineClamp={3}>
            {notification.body}
          </Text>
          <Text fontSize="xs" color="fg.subtle">
            {formatDateTime(notification.created_at)}
          </Text>
        </Stack>
        <CloseButton
          size="2xs"
          colorPalette="gray"
          aria-label={`Dismiss ${notification.title}`}
          onClick={() => onDismiss(notification.id)}
        />
      </HStack>
    </Box>
  );
}

/** Spec §2/§9: live notifications at the top right, 400 px wide, stacked newest on top. */
export function NotificationPopups({ popups, onDismiss, onOpen }: NotificationPopupsProps) {
  return (
    <Stack
      role="region"
      aria-label="New notifications"
      aria-live="polite"
      position="fixed"
      top="4.5rem"
      insetEnd="4"
      width="400px"
      maxWidth="calc(100vw - 32px)"
      gap="2"
      zIndex="toast"
      pointerEvents="none"
    >
      {popups.map((notification) => (
        <NotificationPopup
          key={notification.id}
          notification={notification}
          onDismiss={onDismiss}
          onOpen={onOpen}
        />
      ))}
    </Stack>
  );
}
