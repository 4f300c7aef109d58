import { Box, chakra, Flex, Icon, Text, type SystemStyleObject } from '@chakra-ui/react';
import { ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { findActiveMenuEntry } from './find-active-menu-entry';
import type { MenuItem } from './menu-item';

export type SidebarNavProps = {
  menu: readonly MenuItem[];
  pathname: string;
  poweredBy: string;
  /** Called after a link is followed (the phone drawer closes itself with it). */
  onNavigate?: () => void;
};

const contains = (entry: MenuItem, target: MenuItem | undefined): boolean =>
  !!target && !!entry.children?.some((child) => child === target || contains(child, target));

const itemStyles: SystemStyleObject = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  width: 'full',
  minHeight: '10',
  px: '3',
  py: '2',
  borderRadius: 'l3',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'fg.muted',
  textAlign: 'start',
  position: 'relative',
  transition: 'colors',
  transitionDuration: 'fast',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted', color: 'fg' },
  focusVisibleRing: 'inside',
  '&[aria-current=page]': {
    bg: 'brand.subtle',
    color: 'brand.fg',
    fontWeight: 'semibold',
    _before: {
      content: '""',
      position: 'absolute',
      insetStart: '0',
      top: '2',
      bottom: '2',
      width: '3px',
      borderRadius: 'full',
      bg: 'brand.solid',
    },
  },
};

type ListProps = {
  entries: readonly MenuItem[];
  depth: number;
  active: MenuItem | undefined;
  isOpen: (entry: MenuItem) => boolean;
  setOpen: (entry: MenuItem, open: boolean) => void;
  onNavigate?: () => void;
};

function EntryIcon({ entry }: { entry: MenuItem }) {
  const Glyph = entry.icon;
  if (!Glyph) return null;
  return (
    <Icon boxSize="4.5" flexShrink={0} aria-hidden="true" asChild>
      <Glyph />
    </Icon>
  );
}

type GroupProps = Omit<ListProps, 'entries'> & { entry: MenuItem };

/** A parent entry: a disclosure button (aria-expanded) and its child list. Plain React rather than
 * Chakra's Collapsible, whose state machine would cost ~3 KB gzip in the initial chunk for a toggle. */
function MenuGroup({ entry, depth, active, isOpen, setOpen, onNavigate }: GroupProps) {
  const listId = useId();
  const open = isOpen(entry);
  return (
    <>
      <chakra.button
        type="button"
        css={itemStyles}
        color={contains(entry, active) ? 'fg' : undefined}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(entry, !open)}
      >
        <EntryIcon entry={entry} />
        <Text as="span" flex="1" truncate>
          {entry.label}
        </Text>
        <Box
          as="span"
          aria-hidden="true"
          display="inline-flex"
          transition="transform"
          transitionDuration="fast"
          transform={open ? 'rotate(90deg)' : undefined}
        >
          <ChevronRight size={16} />
        </Box>
      </chakra.button>
      <Box id={listId} hidden={!open}>
        <MenuList
          entries={entry.children ?? []}
          depth={depth + 1}
          active={active}
          isOpen={isOpen}
          setOpen={setOpen}
          onNavigate={onNavigate}
        />
      </Box>
    </>
  );
}

function MenuList({ entries, depth, active, isOpen, setOpen, onNavigate }: ListProps) {
  return (
    <chakra.ul
      listStyleType="none"
      m="0"
      p="0"
      display="flex"
      flexDirection="column"
      gap="0.5"
      {...(depth > 0
        ? { ms: '5', ps: '2', mt: '0.5', borderStartWidth: '1px', borderColor: 'border' }
        : {})}
    >
      {entries.map((entry) => (
        <li key={entry.path}>
          {entry.children?.length ? (
            <MenuGroup
              entry={entry}
              depth={depth}
              active={active}
              isOpen={isOpen}
              setOpen={setOpen}
              onNavigate={onNavigate}
            />
          ) : (
            <Box asChild css={itemStyles}>
              <RouterLink
                to={entry.path}
                aria-current={entry === active ? 'page' : undefined}
                onClick={onNavigate}
              >
                <EntryIcon entry={entry} />
                <Text as="span" truncate>
                  {entry.label}
                </Text>
              </RouterLink>
            </Box>
          )}
        </li>
      ))}
    </chakra.ul>
  );
}

/** The admin menu with expandable parents (the active entry's parents open), and the 'Powered by' footer. */
export function SidebarNav({ menu, pathname, poweredBy, onNavigate }: SidebarNavProps) {
  const active = findActiveMenuEntry(menu, pathname);
  // Groups the user opened or closed; the others follow the active entry.
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const [seenPath, setSeenPath] = useState(active?.path);
  if (seenPath !== active?.path) {
    // Navigating into a group the user had collapsed opens it again; other choices are kept.
    setSeenPath(active?.path);
    setToggled((current) => {
      const next = { ...current };
      const forget = (entries: readonly MenuItem[]): void =>
        entries.forEach((entry) => {
          if (contains(entry, active)) delete next[entry.path];
          if (entry.children) forget(entry.children);
        });
      forget(menu);
      return next;
    });
  }
  const isOpen = (entry: MenuItem): boolean => toggled[entry.path] ?? contains(entry, active);
  const setOpen = (entry: MenuItem, open: boolean): void =>
    setToggled((current) => ({ ...current, [entry.path]: open }));

  return (
    <Flex direction="column" height="full" minHeight="0">
      <Box as="nav" aria-label="Main menu" flex="1" overflowY="auto" px="3" py="4">
        <MenuList
          entries={menu}
          depth={0}
          active={active}
          isOpen={isOpen}
          setOpen={setOpen}
          onNavigate={onNavigate}
        />
      </Box>
      <Box px="5" py="3.5" borderTopWidth="1px" borderColor="border" fontSize="xs" color="fg.muted">
        Powered by {poweredBy}
      </Box>
    </Flex>
  );
}
