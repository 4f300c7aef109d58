import { Box, Flex, Heading, IconButton, SkipNavLink } from '@chakra-ui/react';
import { Menu as MenuIcon } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { ColorModeToggle } from '../provider/color-mode-toggle';
import type { AdminUser } from './admin-user';
import { AppLogo } from './app-logo';
import type { MenuItem } from './menu-item';
import { menuTitle } from './menu-title';
import { NotificationLink } from './notification-link';
import { PageLoadingBar } from './page-loading-bar';
import type { RightDrawerOptions } from './right-drawer-options';
import { SidebarNav } from './sidebar-nav';
import { useMediaQuery } from './use-media-query';
import { usePageTitle } from './use-page-title';
import { UserMenu } from './user-menu';

// Drawers (their dialog state machine, focus trap and scroll lock: ~13 KB gzip) load on first use,
// so they stay out of the initial chunk: the phone menu on the first tap, the right drawer when first opened.
const MobileNavDrawer = lazy(() =>
  import('./mobile-nav-drawer').then((module) => ({ default: module.MobileNavDrawer })),
);
const RightDrawer = lazy(() =>
  import('./right-drawer').then((module) => ({ default: module.RightDrawer })),
);

export type AdminLayoutProps = {
  /** The admin menu, already filtered by the user's permissions. */
  menu: readonly MenuItem[];
  /** Current location pathname (from react-router's useLocation). */
  pathname: string;
  user: AdminUser;
  unreadCount: number;
  onLogout: () => void;
  /** Target of the logo. */
  homePath?: string;
  /** Target of the bell. */
  notificationPath?: string;
  /** Provider named in the sidebar footer: 'Powered by {poweredBy}'. */
  poweredBy: string;
  /** Header title; defaults to the active menu entry's label, or 'Dashboard' (spec §2). */
  title?: string;
  /** Wordmark next to the logo. */
  appName?: string;
  rightDrawer?: RightDrawerOptions;
  /** The next page is loading (a navigation waits for its code or data): a bar under the header. */
  pageLoading?: boolean;
  children: ReactNode;
};

/** 4rem: the sidebar sticks below the header and fills the rest of the viewport. */
const HEADER_HEIGHT = '16';
const SIDEBAR_WIDTH = '272px';
/** Chakra's `lg` breakpoint: from here the sidebar sits beside the content; below it is a drawer. */
const WIDE_QUERY = '(min-width: 1024px)';
const MAIN_ID = 'main-content';
const SIDEBAR_ID = 'admin-sidebar';

/**
 * The admin shell of spec §1/§2: header (menu toggle, logo, page title, colour mode, notifications,
 * user menu), sidebar menu with 'Powered by' footer, main content and the optional right drawer.
 * Purely presentational: the caller passes the filtered menu, user, unread count and pathname.
 */
export function AdminLayout({
  menu,
  pathname,
  user,
  unreadCount,
  onLogout,
  homePath = '/admin',
  notificationPath = '/admin/notification',
  poweredBy,
  title,
  appName = 'eSign Admin',
  rightDrawer,
  pageLoading = false,
  children,
}: AdminLayoutProps) {
  const wide = useMediaQuery(WIDE_QUERY);
  const [sidebarOpen, setSidebarOpen] = useState(true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const [rightDrawerUsed, setRightDrawerUsed] = useState(false);
  if (rightDrawer?.open && !rightDrawerUsed) setRightDrawerUsed(true);
  const [seenPathname, setSeenPathname] = useState(pathname);
  if (seenPathname !== pathname) {
    // Any navigation (menu, logo, browser back) closes the phone menu.
    setSeenPathname(pathname);
    setDrawerOpen(false);
  }
  const expanded = wide ? sidebarOpen : drawerOpen;
  const pageTitle = title ?? menuTitle(menu, pathname);
  usePageTitle(pageTitle);

  return (
    <Flex direction="column" minHeight="100dvh" bg="bg.subtle">
      {/* Above the sticky header when it appears on focus. */}
      <SkipNavLink id={MAIN_ID} zIndex="skipNav">
        Skip to main content
      </SkipNavLink>

      <Flex
        as="header"
        position="sticky"
        top="0"
        zIndex="sticky"
        height={HEADER_HEIGHT}
        flexShrink={0}
        align="center"
        gap={{ base: '1.5', md: '3' }}
        px={{ base: '2', md: '4' }}
        bg="bg.panel"
        borderBottomWidth="1px"
        borderColor="border"
      >
        <IconButton
          aria-label="Open menu"
          aria-expanded={expanded}
          aria-controls={wide ? SIDEBAR_ID : undefined}
          variant="ghost"
          colorPalette="gray"
          // The open sidebar is visible next to it; a permanently "pressed" look would only add noise.
          _expanded={{ bg: 'transparent', _hover: { bg: 'colorPalette.subtle' } }}
          onClick={() => {
            if (wide) {
              setSidebarOpen((open) => !open);
            } else {
              setDrawerUsed(true);
              setDrawerOpen(true);
            }
          }}
        >
          <MenuIcon />
        </IconButton>
        <AppLogo to={homePath} appName={appName} />
        <Box hideBelow="md" width="1px" height="6" bg="border" flexShrink={0} aria-hidden="true" />
        <Heading
          as="h1"
          size={{ base: 'sm', md: 'md' }}
          fontWeight="semibold"
          flex="1"
          minWidth="0"
          truncate
        >
          {pageTitle}
        </Heading>
        <ColorModeToggle />
        <NotificationLink to={notificationPath} unreadCount={unreadCount} />
        <UserMenu user={user} onLogout={onLogout} />
        {pageLoading ? <PageLoadingBar /> : null}
      </Flex>

      <Flex flex="1" minHeight="0">
        {wide && sidebarOpen ? (
          <Box
            as="aside"
            id={SIDEBAR_ID}
            width={SIDEBAR_WIDTH}
            flexShrink={0}
            position="sticky"
            top={HEADER_HEIGHT}
            height="calc(100dvh - 4rem)"
            bg="bg.panel"
            borderEndWidth="1px"
            borderColor="border"
          >
            <SidebarNav menu={menu} pathname={pathname} poweredBy={poweredBy} />
          </Box>
        ) : null}

        <Box
          as="main"
          id={MAIN_ID}
          tabIndex={-1}
          flex="1"
          minWidth="0"
          px={{ base: '4', md: '6', xl: '8' }}
          py={{ base: '4', md: '6' }}
          outline="none"
        >
          {children}
        </Box>
      </Flex>

      {!wide && drawerUsed ? (
        <Suspense fallback={null}>
          <MobileNavDrawer
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            menu={menu}
            pathname={pathname}
            poweredBy={poweredBy}
            homePath={homePath}
            appName={appName}
          />
        </Suspense>
      ) : null}

      {rightDrawer && rightDrawerUsed ? (
        <Suspense fallback={null}>
          <RightDrawer {...rightDrawer} />
        </Suspense>
      ) : null}
    </Flex>
  );
}
