import { Alert, Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { listSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import type { UploadedDocument } from '@esign/contract';
import { ConfirmDialog } from '@esign/ui-kit';
import { useDeleteUploadedDocument } from '../api/delete-uploaded-document';
import { draftProblems } from '../model/draft-problems';

export type DraftActionsProps = {
  draft: UploadedDocument;
  /** Every problem the server named when it refused to send this draft. */
  refusal: readonly string[] | undefined;
  sending: boolean;
  /** Another send is running: this one waits. */
  busy: boolean;
  onSend: () => void;
};

/** What is still to do on a draft, why a send was refused, and Send and Delete. */
export function DraftActions({ draft, refusal, sending, busy, onSend }: DraftActionsProps) {
  const [confirmDelete, setConfirmDelete] = useState(false);
  const remove = useDeleteUploadedDocument();
  const todo = draftProblems(draft);
  return (
    <Stack gap="3">
      {refusal && refusal.length > 0 ? (
        <Alert.Root status="error" alignItems="flex-start">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>The document was not sent</Alert.Title>
            <Alert.Description>
              <List.Root recipe={listSlotRecipe} as="ul" ps="4" data-testid="send-problems">
                {refusal.map((problem) => (
                  <List.Item key={problem}>{problem}</List.Item>
                ))}
              </List.Root>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : todo.length > 0 ? (
        <Stack gap="1" fontSize="sm" color="fg.muted">
          <Text fontWeight="medium">Still to do</Text>
          <Stack as="ul" ps="4" gap="0.5" m="0">
            {todo.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </Stack>
        </Stack>
      ) : null}
      <HStack justify="space-between">
        <Button
          variant="outline"
          colorPalette="red"
          onClick={() => setConfirmDelete(true)}
          disabled={sending || busy}
        >
          Delete
        </Button>
        <Button onClick={onSend} loading={sending} loadingText="Sending" disabled={busy}>
          Send
        </Button>
      </HStack>
      <ConfirmDialog
        open={confirmDelete}
        title="Delete document"
        text={`Delete "${draft.name}"? Its boxes go with it and its reserved e-meterai stamps are released.`}
        confirmLabel="Delete"
        destructive
        loading={remove.isPending}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() =>
          remove.mutate(draft.reference_number, { onSettled: () => setConfirmDelete(false) })
        }
      />
    </Stack>
  );
}
