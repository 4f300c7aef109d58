import { Button, HStack, Text } from '@chakra-ui/react';
import { FormDialog } from '@esign/ui-kit';

export type ContinueBatchDialogProps = {
  open: boolean;
  onContinue: () => void;
  onStartOver: () => void;
};

/** Asked on entry when the user left drafts behind (document-upload/check). */
export function ContinueBatchDialog({ open, onContinue, onStartOver }: ContinueBatchDialogProps) {
  return (
    <FormDialog
      open={open}
      title="Unfinished upload"
      // Closing the question keeps the drafts: nothing is lost without the explicit Start over.
      onClose={onContinue}
      closeOnInteractOutside={false}
    >
      <Text color="fg.muted">Continue your unfinished upload?</Text>
      <HStack justify="flex-end" mt="6">
        <Button variant="outline" colorPalette="gray" onClick={onStartOver}>
          Start over
        </Button>
        <Button onClick={onContinue}>Continue</Button>
      </HStack>
    </FormDialog>
  );
}
