import { Box } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { getErrorMessage } from '@esign/api-client';
import type { DocumentDetail } from '@esign/contract';
import { LoadingState } from '@esign/ui-kit';
import { useDocumentPdf } from '../api/get-document-pdf';
import { PdfErrorOverlay } from './pdf-error-overlay';

// react-pdf and pdf.js (~130 KB gzip) load only when a document is shown.
const loadPdfViewer = () => import('./pdf-viewer');
const PdfViewer = lazy(() => loadPdfViewer().then((module) => ({ default: module.PdfViewer })));

/**
 * Starts loading the viewer's code while the detail is still on its way, so the first page does
 * not wait for the detail, then the PDF, then the code, one after another.
 */
export function preloadPdfViewer(): void {
  void loadPdfViewer();
}

export type PdfSectionProps = { document: DocumentDetail };

/** Fetches the PDF with the session's token and shows it, or the "Failed to Open Document" overlay. */
export function PdfSection({ document }: PdfSectionProps) {
  const pdf = useDocumentPdf(document.reference_number);
  if (pdf.isError) {
    return (
      <Box position="relative" minHeight="80" borderWidth="1px" rounded="md">
        <PdfErrorOverlay detail={getErrorMessage(pdf.error)} />
      </Box>
    );
  }
  if (!pdf.data) return <LoadingState label="Loading the document" minHeight="80" />;
  return (
    <Suspense fallback={<LoadingState label="Loading the viewer" minHeight="80" />}>
      <PdfViewer data={pdf.data} placements={document.placements} signers={document.signers} />
    </Suspense>
  );
}
