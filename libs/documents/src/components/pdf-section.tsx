import { Box } from '@chakra-ui/react';
import { useState } from 'react';
import { getErrorMessage } from '@esign/api-client';
import type { DocumentDetail } from '@esign/contract';
import { useStartAfter } from '@esign/ui-kit';
import { PdfErrorOverlay, PdfViewer, PdfViewerPlaceholder } from '@esign/ui-kit/pdf';
import { useDocumentPdf } from '../api/get-document-pdf';
import { useDocumentPreview } from '../api/get-document-preview';
import { PlacementBox } from './placement-box';

/**
 * The longest the PDF waits for the image of page 1: the image of a version no server has drawn
 * yet takes 0.5–0.9 s for a long document on this machine; a slower one should not hold the PDF.
 */
const PREVIEW_HEAD_START_MS = 1_500;

export type PdfSectionProps = { document: DocumentDetail };

/**
 * Fetches the PDF with the session's token (from here, once the image of page 1 is on screen) and
 * shows it with its placements, or the "Failed to Open Document" overlay. The image of page 1,
 * requested as the page was entered, stands in for that page until the viewer has drawn it.
 */
export function PdfSection({ document }: PdfSectionProps) {
  const preview = useDocumentPreview(document.reference_number);
  const [previewShown, setPreviewShown] = useState(false);
  // The PDF (hundreds of KB, with pdf.js's fonts) is requested once the image of page 1 is on
  // screen (or could not be had), or after PREVIEW_HEAD_START_MS: on a slow link the two
  // downloads would share it, and the image that stands in for the page would come as late as
  // the PDF. On Lighthouse's mobile preset (1.6 Mbit/s) the image, the page's largest paint, came
  // at 2.9–3.3 s this way, and at 5.8–6.1 s when it shared the link with the PDF.
  const pdf = useDocumentPdf(
    document.reference_number,
    useStartAfter(previewShown || preview.failed, PREVIEW_HEAD_START_MS),
  );
  if (pdf.isError) {
    return (
      <Box position="relative" minHeight="80" borderWidth="1px" rounded="md">
        <PdfErrorOverlay detail={getErrorMessage(pdf.error)} />
      </Box>
    );
  }
  if (!pdf.data)
    return (
      <PdfViewerPlaceholder
        label="Loading the document"
        preview={preview.url}
        onPreviewSettled={() => setPreviewShown(true)}
      />
    );
  return (
    <PdfViewer
      data={pdf.data}
      firstPagePreview={preview.url}
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
