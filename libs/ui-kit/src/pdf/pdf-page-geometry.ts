/** What a page's overlay needs to draw in PDF points and show in CSS pixels. */
export type PdfPageGeometry = {
  /** 1-based. */
  pageNumber: number;
  /** The page as displayed (its rotation applied), in PDF points (1/72 inch). */
  width: number;
  height: number;
  /** CSS pixels per PDF point at the current zoom. */
  scale: number;
  /** Whether the page's canvas is mounted (near the viewport); an editor may skip the others. */
  mounted: boolean;
};
