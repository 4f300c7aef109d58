import { Box, Button, chakra, Circle, Text } from '@chakra-ui/react';
import { ChevronDown, LogOut } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { AdminUser } from './admin-user';
import { initialsOf } from './initials-of';

export type UserMenuProps = { user: AdminUser; onLogout: () => void };

/**
 * Avatar with initials, name, (privy id) and role; opens a menu with 'Log Out'.
 *
 * A hand-written WAI-ARIA menu button rather than Chakra's Menu: the latter brings its state machine
 * and Floating UI (about 25 KB gzip) into the initial chunk for a single item. It keeps the menu
 * semantics: Enter/Space/ArrowDown open it on the item, Escape and Tab close it, focus returns to
 * the trigger, a click outside closes it.
 */
export function UserMenu({ user, onLogout }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    itemRef.current?.focus();
    const closeOnOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    return () => document.removeEventListener('pointerdown', closeOnOutside);
  }, [open]);

  const close = (restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) triggerRef.current?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    } else if (['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) {
      // One item: every navigation key lands on it.
      event.preventDefault();
      itemRef.current?.focus();
    }
  };

  return (
    <Box ref={rootRef} position="relative" flexShrink={0}>
      <Button
        ref={triggerRef}
        variant="ghost"
        colorPalette="gray"
        height="auto"
        minHeight="10"
        px={{ base: '1', md: '2' }}
        py="1"
        gap="2.5"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onTriggerKeyDown}
      >
        <Circle
          size="9"
          bg="brand.solid"
          color="brand.contrast"
          fontSize="sm"
          fontWeight="semibold"
          aria-hidden="true"
        >
          {initialsOf(user.name)}
        </Circle>
        {/* Visually hidden on phones but kept in the accessible name of the button. */}
        <Box
          as="span"
          display="block"
          textAlign="start"
          lineHeight="short"
          srOnly={{ base: true, md: false }}
          maxWidth="56"
        >
          <Text as="span" display="block" fontSize="sm" fontWeight="semibold" truncate>
            {user.name}{' '}
            <Text as="span" fontWeight="normal" color="fg.muted">
              ({user.privyId})
            </Text>
          </Text>
          <Text
            as="span"
            display="block"
            fontSize="xs"
            color="fg.muted"
            fontWeight="normal"
            truncate
          >
            {user.roleDescription}
          </Text>
        </Box>
        <Box as="span" hideBelow="md" color="fg.muted" aria-hidden="true">
          <ChevronDown size={16} />
        </Box>
      </Button>

      {open ? (
        <Box
          id={menuId}
          role="menu"
          aria-label={user.name}
          onKeyDown={onMenuKeyDown}
          position="absolute"
          top="calc(100% + 0.5rem)"
          insetEnd="0"
          zIndex="dropdown"
          minWidth="60"
          p="1"
          bg="bg.panel"
          color="fg"
          borderRadius="l2"
          boxShadow="lg"
          animationName="fade-in, slide-from-top"
          animationDuration="fast"
        >
          <Box px="2" py="1.5" hideFrom="md" role="none">
            <Text fontSize="sm" fontWeight="semibold">
              {user.name}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {user.privyId} · {user.roleDescription}
            </Text>
          </Box>
          <Box hideFrom="md" role="separator" height="1px" bg="border" my="1" mx="-1" />
          <chakra.button
            ref={itemRef}
            type="button"
            role="menuitem"
            tabIndex={-1}
            display="flex"
            alignItems="center"
            gap="2"
            width="full"
            px="2"
            py="1.5"
            borderRadius="l1"
            fontSize="sm"
            textAlign="start"
            cursor="menuitem"
            outline="0"
            _hover={{ bg: 'bg.muted' }}
            _focusVisible={{ bg: 'bg.muted' }}
            _focus={{ bg: 'bg.muted' }}
            onClick={() => {
              close(true);
              onLogout();
            }}
          >
            <LogOut size={16} aria-hidden="true" />
            Log Out
          </chakra.button>
        </Box>
      ) : null}
    </Box>
  );
}
