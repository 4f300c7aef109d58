// Public API of @esign/ui-kit/pdf: the PDF viewer. A separate entry point so that importing
// @esign/ui-kit never pulls it in; react-pdf itself loads lazily, when a viewer first renders.
export { openPdfAhead, PdfViewer, prefetchPdfFonts, preloadPdfViewer } from './pdf-viewer';
export type { PdfViewerControl, PdfViewerProps } from './pdf-viewer-props';
export type { PdfPageGeometry } from './pdf-page-geometry';
export { PdfErrorOverlay, type PdfErrorOverlayProps } from './pdf-error-overlay';
export { PdfViewerPlaceholder, type PdfViewerPlaceholderProps } from './pdf-viewer-frame';
export { pdfRectToPixels, pixelRectToPdf, type PdfRect, type PixelRect } from './pdf-rect';
