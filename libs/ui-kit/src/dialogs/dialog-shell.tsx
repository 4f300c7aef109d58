import { Dialog, Portal } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';

export type DialogShellProps = {
  open: boolean;
  /** Escape, the backdrop (unless `closeOnInteractOutside` is false). */
  onDismiss: () => void;
  /** Maximum width in px. */
  maxWidth: number;
  role?: 'dialog' | 'alertdialog';
  motionPreset?: Dialog.RootProps['motionPreset'];
  closeOnInteractOutside?: boolean;
  initialFocusEl?: () => HTMLElement | null;
  contentProps?: Dialog.ContentProps;
  children: ReactNode;
};

/**
 * The frame every dialog of the kit shares: centred, backdrop, portal, full width up to `maxWidth`.
 * It brings its own recipe (not in the app system), so the dialog styles load with the first page
 * that shows a dialog, not with /login.
 */
export function DialogShell({
  open,
  onDismiss,
  maxWidth,
  role,
  motionPreset,
  closeOnInteractOutside,
  initialFocusEl,
  contentProps,
  children,
}: DialogShellProps) {
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      role={role}
      open={open}
      onOpenChange={(details) => !details.open && onDismiss()}
      placement="center"
      motionPreset={motionPreset}
      closeOnInteractOutside={closeOnInteractOutside}
      initialFocusEl={initialFocusEl}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content width="full" maxWidth={`${maxWidth}px`} {...contentProps}>
            {children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
