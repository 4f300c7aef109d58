import { Box, Button, Stack, Text } from '@chakra-ui/react';
import type { CompanySeal, MeteraiCategory, UploadedDocument } from '@esign/contract';
import { LoadingState } from '@esign/ui-kit';
import { useUploadedDocumentPdf } from '../api/download-uploaded-document-pdf';
import { useMarkViewedOnce } from '../api/use-mark-viewed-once';
import { PlacementEditor } from '../editor';

export type DraftEditorProps = {
  draft: UploadedDocument;
  seal: CompanySeal | null;
  meteraiCategories: MeteraiCategory[];
  readOnly?: boolean;
};

/**
 * The draft's PDF in the placement editor. The first time the editor shows a draft that was
 * not viewed yet, the view is recorded (PUT view), which sending requires.
 */
export function DraftEditor({ draft, seal, meteraiCategories, readOnly }: DraftEditorProps) {
  const pdf = useUploadedDocumentPdf(draft.reference_number);
  useMarkViewedOnce(draft, pdf.data !== undefined);

  if (pdf.isPending) return <LoadingState label="Opening the document…" />;
  if (pdf.isError || !pdf.data) {
    return (
      <Stack align="center" py="12" gap="3" role="alert">
        <Text fontWeight="medium">Failed to Open Document</Text>
        <Button size="sm" variant="outline" onClick={() => void pdf.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  }
  return (
    <Box minHeight="0">
      <PlacementEditor
        document={draft}
        pdf={pdf.data}
        seal={seal}
        meteraiCategories={meteraiCategories}
        readOnly={readOnly}
      />
    </Box>
  );
}
