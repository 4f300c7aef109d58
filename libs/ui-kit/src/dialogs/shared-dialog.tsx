import { Box, Button, Circle, Dialog, Text } from '@chakra-ui/react';
import { FileCheck2, FileDown } from 'lucide-react';
import { DialogShell } from './dialog-shell';
import type { SharedDialogIcon } from './shared-dialog-icon';

export type SharedDialogProps = {
  open: boolean;
  title: string;
  icon: SharedDialogIcon;
  message: string;
  onClose: () => void;
};

const ILLUSTRATIONS = {
  'download-success': { Glyph: FileDown, palette: 'green' },
  'document-signed': { Glyph: FileCheck2, palette: 'brand' },
} as const;

/** Spec §2 shared dialog: an illustration, a title, a message and a Close button. */
export function SharedDialog({ open, title, icon, message, onClose }: SharedDialogProps) {
  const { Glyph, palette } = ILLUSTRATIONS[icon];
  return (
    <DialogShell
      open={open}
      onDismiss={onClose}
      maxWidth={420}
      motionPreset="slide-in-bottom"
      contentProps={{ textAlign: 'center' }}
    >
      <Dialog.Body pt="8" pb="2" display="flex" flexDirection="column" alignItems="center" gap="4">
        <Circle
          size="20"
          bg={`${palette}.subtle`}
          color={`${palette}.fg`}
          position="relative"
          data-icon={icon}
        >
          <Box
            position="absolute"
            inset="-2"
            rounded="full"
            borderWidth="1px"
            borderColor={`${palette}.muted`}
            aria-hidden="true"
          />
          <Glyph size={36} strokeWidth={1.75} aria-hidden="true" />
        </Circle>
        <Dialog.Title fontSize="lg" fontWeight="semibold">
          {title}
        </Dialog.Title>
        <Dialog.Description asChild>
          <Text color="fg.muted">{message}</Text>
        </Dialog.Description>
      </Dialog.Body>
      <Dialog.Footer justifyContent="center" pb="6">
        <Button minWidth="32" onClick={onClose}>
          Close
        </Button>
      </Dialog.Footer>
    </DialogShell>
  );
}
