import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { drawerSlotRecipe } from '@chakra-ui/react/theme';
import { DrawerHeaderBar } from './drawer-header-bar';
import type { RightDrawerOptions } from './right-drawer-options';

export type RightDrawerProps = RightDrawerOptions;

/** Right-hand drawer with a 60 px header (spec §9); Escape, the backdrop and the close button call onClose. */
export function RightDrawer({ open, title, onClose, content }: RightDrawerProps) {
  return (
    <Drawer.Root
      recipe={drawerSlotRecipe}
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      placement="end"
      size="md"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <DrawerHeaderBar>
              <Drawer.Title fontSize="md" fontWeight="semibold" truncate pe="10">
                {title}
              </Drawer.Title>
            </DrawerHeaderBar>
            <Drawer.Body px="5" py="4">
              {content}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild top="3" insetEnd="3">
              <CloseButton size="sm" colorPalette="gray" aria-label="Close" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
