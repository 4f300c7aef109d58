import type { ReactNode } from 'react';
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
};
