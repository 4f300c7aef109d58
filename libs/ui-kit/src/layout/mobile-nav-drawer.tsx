import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { drawerSlotRecipe } from '@chakra-ui/react/theme';
import { DrawerHeaderBar } from './drawer-header-bar';
import { AppLogo } from './app-logo';
import type { MenuItem } from './menu-item';
import { SidebarNav } from './sidebar-nav';

export type MobileNavDrawerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  menu: readonly MenuItem[];
  pathname: string;
  poweredBy: string;
  homePath: string;
  appName: string;
};

/** The sidebar as a drawer from the left on narrow screens; loaded on first use (see AdminLayout). */
export function MobileNavDrawer({
  open,
  onOpenChange,
  menu,
  pathname,
  poweredBy,
  homePath,
  appName,
}: MobileNavDrawerProps) {
  return (
    <Drawer.Root
      recipe={drawerSlotRecipe}
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="start"
      size="xs"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <DrawerHeaderBar px="4">
              <Drawer.Title srOnly>Menu</Drawer.Title>
              <AppLogo to={homePath} appName={appName} alwaysShowName />
            </DrawerHeaderBar>
            <Drawer.Body p="0" display="flex" flexDirection="column">
              <SidebarNav
                menu={menu}
                pathname={pathname}
                poweredBy={poweredBy}
                onNavigate={() => onOpenChange(false)}
              />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild top="3" insetEnd="3">
              <CloseButton size="sm" colorPalette="gray" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
