import type { ReactNode, Ref } from 'react';
import type { PdfPageGeometry } from './pdf-page-geometry';

export type PdfViewerProps = {
  /** The PDF bytes (fetched with the session's token); the viewer works on a copy. */
  data: ArrayBuffer;
  /**
   * What to draw over a page: placed boxes, read-only or interactive. It is rendered inside the
   * page's box (position: relative, `width × scale` by `height × scale` CSS pixels), so children
   * position themselves absolutely; convert with `pdfRectToPixels` / `pixelRectToPdf`.
   */
  renderPageOverlay?: (page: PdfPageGeometry) => ReactNode;
  /** Lets the caller scroll the viewer, e.g. to the page of a box it moves the focus to. */
  controlRef?: Ref<PdfViewerControl>;
  /**
   * An image of page 1 (an object URL), shown in its place while pdf.js opens the file and draws
   * the page, so a long document's first page shows before the viewer has read it.
   */
  firstPagePreview?: string | null;
  /** Called with the page the reader is on (the one at the top third of the viewport) when it changes. */
  onPageChange?: (page: number) => void;
};

/** What `controlRef` gives the caller. */
export type PdfViewerControl = {
  /** Scrolls page `page` (1-based, clamped to the document) to the top; it is then mounted. */
  scrollToPage: (page: number) => void;
};
