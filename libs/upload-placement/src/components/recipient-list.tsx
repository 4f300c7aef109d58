import { Badge, Box, Circle, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, GripVertical, X } from 'lucide-react';
import { useState } from 'react';
import type { Recipient, SigningOrder, SigningType } from '@esign/contract';
import { recipientColour } from '../editor';
import { isLockedRecipient } from '../model/recipient-order';

export type RecipientListProps = {
  /** The draft's recipients in signing order (`document.recipients`). */
  recipients: readonly Recipient[];
  signingType: SigningType | null;
  signingOrder: SigningOrder;
  onMove: (from: number, to: number) => void;
  onRemove: (userId: number) => void;
  disabled?: boolean;
};

/**
 * The chosen recipients with the colour of their boxes in the editor. In sequential order they
 * are reordered by dragging a row or with the up and down buttons (keyboard); the uploader who
 * signs first with others is locked at the top. In parallel order the list has no order to set.
 */
export function RecipientList({
  recipients,
  signingType,
  signingOrder,
  onMove,
  onRemove,
  disabled = false,
}: RecipientListProps) {
  const [dragged, setDragged] = useState<number | null>(null);
  const [target, setTarget] = useState<number | null>(null);
  const ordered = signingOrder === 'sequential' && !disabled;
  const firstMovable = isLockedRecipient(recipients, 0, signingType) ? 1 : 0;

  if (recipients.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        No recipients yet. Search for users above.
      </Text>
    );
  }
  return (
    <Stack as="ol" gap="1" listStyleType="none" m="0" p="0" aria-label="Recipients">
      {recipients.map((recipient, index) => {
        const locked = isLockedRecipient(recipients, index, signingType);
        const draggable = ordered && !locked;
        return (
          <Box
            as="li"
            key={recipient.user_id}
            data-testid="recipient-row"
            draggable={draggable}
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              setDragged(index);
            }}
            onDragOver={(event) => {
              if (dragged === null || index < firstMovable) return;
              event.preventDefault();
              setTarget(index);
            }}
            onDragLeave={() => setTarget((current) => (current === index ? null : current))}
            onDrop={(event) => {
              event.preventDefault();
              if (dragged !== null && index >= firstMovable) onMove(dragged, index);
              setDragged(null);
              setTarget(null);
            }}
            onDragEnd={() => {
              setDragged(null);
              setTarget(null);
            }}
            borderWidth="1px"
            borderColor={target === index ? 'brand.solid' : 'border'}
            rounded="md"
            px="2"
            py="1.5"
            opacity={dragged === index ? 0.5 : 1}
          >
            <HStack gap="2">
              {draggable ? (
                <Box color="fg.muted" cursor="grab" aria-hidden="true">
                  <GripVertical size={16} />
                </Box>
              ) : null}
              <Circle size="3" bg={recipientColour(index)} aria-hidden="true" />
              {signingOrder === 'sequential' ? (
                <Text fontSize="sm" color="fg.muted" minWidth="5">
                  {index + 1}.
                </Text>
              ) : null}
              <Box flex="1" minWidth="0">
                <Text fontSize="sm" fontWeight="medium" truncate>
                  {recipient.name}
                  {recipient.is_uploader ? (
                    <Badge ml="2" size="sm">
                      You
                    </Badge>
                  ) : null}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {recipient.privy_id.toUpperCase()}
                </Text>
              </Box>
              {ordered && !locked ? (
                <>
                  <IconButton
                    aria-label={`Move ${recipient.name} up`}
                    size="xs"
                    variant="ghost"
                    disabled={index <= firstMovable}
                    onClick={() => onMove(index, index - 1)}
                  >
                    <ArrowUp />
                  </IconButton>
                  <IconButton
                    aria-label={`Move ${recipient.name} down`}
                    size="xs"
                    variant="ghost"
                    disabled={index >= recipients.length - 1}
                    onClick={() => onMove(index, index + 1)}
                  >
                    <ArrowDown />
                  </IconButton>
                </>
              ) : null}
              {!locked && !disabled && signingType !== 'only_me' ? (
                <IconButton
                  aria-label={`Remove ${recipient.name}`}
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  onClick={() => onRemove(recipient.user_id)}
                >
                  <X />
                </IconButton>
              ) : null}
            </HStack>
          </Box>
        );
      })}
    </Stack>
  );
}
