import { Center, Stack, Text } from '@chakra-ui/react';
import { FileWarning } from 'lucide-react';

export type PdfErrorOverlayProps = { detail?: string };

/** Spec §2: the error overlay of the PDF viewer. */
export function PdfErrorOverlay({ detail }: PdfErrorOverlayProps) {
  return (
    <Center position="absolute" inset="0" bg="bg.muted" zIndex="1" role="alert">
      <Stack align="center" gap="2" textAlign="center" p="6">
        <FileWarning size={40} aria-hidden="true" />
        <Text fontWeight="semibold">Failed to Open Document</Text>
        {detail ? (
          <Text fontSize="sm" color="fg.muted">
            {detail}
          </Text>
        ) : null}
      </Stack>
    </Center>
  );
}
