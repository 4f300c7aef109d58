import { Box } from '@chakra-ui/react';
import { getErrorMessage } from '@esign/api-client';
import type { DocumentDetail } from '@esign/contract';
import { PdfErrorOverlay, PdfViewer, PdfViewerPlaceholder } from '@esign/ui-kit/pdf';
import { useDocumentPdf } from '../api/get-document-pdf';
import { useDocumentPreviewUrl } from '../api/get-document-preview';
import { PlacementBox } from './placement-box';

export type PdfSectionProps = { document: DocumentDetail };

/**
 * Fetches the PDF with the session's token (from here, once the page shows the detail) and shows
 * it with its placements, or the "Failed to Open Document" overlay. An image of the first page,
 * requested as the page was entered, stands in for that page until the viewer has drawn it.
 */
export function PdfSection({ document }: PdfSectionProps) {
  const pdf = useDocumentPdf(document.reference_number);
  const preview = useDocumentPreviewUrl(document.reference_number);
  if (pdf.isError) {
    return (
      <Box position="relative" minHeight="80" borderWidth="1px" rounded="md">
        <PdfErrorOverlay detail={getErrorMessage(pdf.error)} />
      </Box>
    );
  }
  if (!pdf.data) return <PdfViewerPlaceholder label="Loading the document" preview={preview} />;
  return (
    <PdfViewer
      data={pdf.data}
      firstPagePreview={preview}
      renderPageOverlay={({ pageNumber, scale }) =>
        document.placements
          .filter((placement) => placement.page === pageNumber)
          .map((placement) => (
            <PlacementBox
              key={placement.id}
              placement={placement}
              signers={document.signers}
              scale={scale}
            />
          ))
      }
    />
  );
}
