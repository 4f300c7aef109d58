import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { FormDialog } from '@esign/ui-kit';
import type { SentDocument } from '../api/send-drafts';

export type SentDialogProps = {
  sent: readonly SentDocument[];
  onClose: () => void;
};

/** Where a sent document is found: the Ongoing list's detail. */
export function ongoingDocumentPath(referenceNumber: string): string {
  return `/admin/documents/pending/${encodeURIComponent(referenceNumber)}`;
}

/** After sending: what went out, each with a link to it in the Ongoing list. */
export function SentDialog({ sent, onClose }: SentDialogProps) {
  const [first] = sent;
  return (
    <FormDialog
      open={sent.length > 0}
      title={sent.length === 1 ? 'Document Sent' : `${sent.length} Documents Sent`}
      onClose={onClose}
    >
      <Stack gap="3">
        <Text color="fg.muted">
          {sent.length === 1 && first
            ? first.message
            : 'The documents are on their way to their signers.'}
        </Text>
        <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
          {sent.map((document) => (
            <li key={document.referenceNumber}>
              <Link asChild colorPalette="brand">
                <RouterLink to={ongoingDocumentPath(document.referenceNumber)}>
                  {document.name} ({document.referenceNumber})
                </RouterLink>
              </Link>
            </li>
          ))}
        </Stack>
        <Button alignSelf="flex-end" onClick={onClose}>
          Close
        </Button>
      </Stack>
    </FormDialog>
  );
}
