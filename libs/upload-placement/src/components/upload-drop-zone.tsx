import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type DragEvent } from 'react';
import { formatBytes } from '@esign/ui-kit';
import { UPLOAD_PDF_MAX_BYTES } from '@esign/contract';

export type UploadDropZoneProps = {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
};

/**
 * Drop PDFs here or choose them: several at once, each becomes a draft. The picker offers PDFs
 * only; anything dropped is checked before it is sent.
 */
export function UploadDropZone({ onFiles, disabled = false }: UploadDropZoneProps) {
  const input = useRef<HTMLInputElement | null>(null);
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    if (disabled) return;
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFiles(files);
  };
  return (
    <Box
      data-testid="upload-drop-zone"
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={over ? 'brand.solid' : 'border'}
      bg={over ? 'brand.subtle' : 'bg.subtle'}
      rounded="lg"
      p="6"
      textAlign="center"
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <Stack gap="2" align="center">
        <Text fontWeight="medium">Drop PDF files here</Text>
        <Text fontSize="sm" color="fg.muted">
          One or more PDFs, at most {formatBytes(UPLOAD_PDF_MAX_BYTES)} each
        </Text>
        <Button size="sm" onClick={() => input.current?.click()} disabled={disabled}>
          Choose files
        </Button>
        <input
          ref={input}
          type="file"
          accept="application/pdf,.pdf"
          multiple
          hidden
          aria-label="PDF files to upload"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            // Cleared so that choosing the same file again is noticed.
            event.target.value = '';
            if (files.length > 0) onFiles(files);
          }}
        />
      </Stack>
    </Box>
  );
}
