import { Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type OtpDialogFrameProps = {
  open: boolean;
  title: string;
  /** Closing is refused while a verify runs (the signature is being made). */
  onClose: () => void;
  children: ReactNode;
};

export function OtpDialogFrame({ open, title, onClose, children }: OtpDialogFrameProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content width="full" maxWidth="440px">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">{children}</Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
