import { Box, Text } from '@chakra-ui/react';
import type { DocumentSigner, Placement } from '@esign/contract';
import { pdfRectToPixels } from '@esign/ui-kit/pdf';
import { placementLabel } from '../model/placement-label';

export type PlacementBoxProps = {
  placement: Placement;
  signers: DocumentSigner[];
  /** CSS pixels per PDF point (the viewer's zoom). */
  scale: number;
};

const BORDER_COLOR = {
  signature: 'brand.solid',
  seal: 'status.inbound',
  e_meterai: 'status.outbound',
} as const satisfies Record<Placement['type'], string>;

/** A read-only placed box over a page: dashed, coloured by kind, labelled with whose it is. */
export function PlacementBox({ placement, signers, scale }: PlacementBoxProps) {
  const rect = pdfRectToPixels(placement, scale);
  return (
    <Box
      data-placement={placement.type}
      position="absolute"
      left={`${rect.left}px`}
      top={`${rect.top}px`}
      width={`${rect.width}px`}
      height={`${rect.height}px`}
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={BORDER_COLOR[placement.type]}
      bg="brand.subtle/40"
      rounded="sm"
      pointerEvents="none"
    >
      <Text fontSize="2xs" px="1" bg="bg/80" truncate>
        {placementLabel(placement, signers)}
      </Text>
    </Box>
  );
}
