import { lazy, Suspense } from 'react';
import { LoadingState } from '../feedback/loading-state';
import type { PdfViewerProps } from './pdf-viewer-props';

// react-pdf and pdf.js (~120 KB gzip) load only when a PDF is shown.
const loadPdfViewer = () => import('./pdf-viewer-core');
const PdfViewerCore = lazy(() =>
  loadPdfViewer().then((module) => ({ default: module.PdfViewerCore })),
);

/**
 * Starts loading the viewer's code (and the pdf.js worker) while the page's data is still on its
 * way, so the first page does not wait for the data, then the PDF, then the code.
 */
export function preloadPdfViewer(): void {
  void loadPdfViewer();
}

/** The virtualised PDF viewer, loaded on first use; see `PdfViewerProps` for the overlay slot. */
export function PdfViewer(props: PdfViewerProps) {
  return (
    <Suspense fallback={<LoadingState label="Loading the viewer" minHeight="80" />}>
      <PdfViewerCore {...props} />
    </Suspense>
  );
}
