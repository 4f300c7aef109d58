import { Badge, Box, Button, Stack, Text } from '@chakra-ui/react';
import type { UploadedDocument } from '@esign/contract';
import { draftProblems } from '../model/draft-problems';

export type DraftListProps = {
  drafts: readonly UploadedDocument[];
  selected: string | null;
  onSelect: (referenceNumber: string) => void;
  /** Drafts the server refused to send, with how many problems. */
  refused: Readonly<Record<string, readonly string[]>>;
};

/** The batch: one entry per draft, with whether it looks ready to send. */
export function DraftList({ drafts, selected, onSelect, refused }: DraftListProps) {
  return (
    <Stack as="nav" aria-label="Drafts" gap="1">
      {drafts.map((draft) => {
        const ready = draftProblems(draft).length === 0 && !refused[draft.reference_number];
        const current = draft.reference_number === selected;
        return (
          <Button
            key={draft.reference_number}
            variant={current ? 'subtle' : 'ghost'}
            justifyContent="flex-start"
            height="auto"
            py="2"
            aria-current={current ? 'true' : undefined}
            onClick={() => onSelect(draft.reference_number)}
          >
            <Box textAlign="left" minWidth="0" flex="1">
              <Text fontWeight="medium" truncate>
                {draft.name}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {draft.page_count} {draft.page_count === 1 ? 'page' : 'pages'}
                {draft.is_viewed ? ' · viewed' : ' · not viewed'}
              </Text>
            </Box>
            <Badge colorPalette={ready ? 'green' : 'gray'} size="sm">
              {ready ? 'Ready' : 'Draft'}
            </Badge>
          </Button>
        );
      })}
    </Stack>
  );
}
