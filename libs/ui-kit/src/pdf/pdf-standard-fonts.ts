/**
 * The standard-font files (pdfjs-dist/standard_fonts) pdf.js draws Helvetica and Helvetica-Bold
 * with when a PDF names them without embedding them, as every PDF this app makes does (pdf-lib's
 * standard fonts: the demo documents, the signing certificate page, the e-meterai invoices).
 * pdf.js asks for such a file only when it meets the font while drawing a page, and for one after
 * the other; fetched ahead, they come from the HTTP cache (the server keeps them cached for good
 * under the worker's name, apps/api static-web-app).
 */
export const COMMON_STANDARD_FONT_FILES = [
  'LiberationSans-Regular.ttf',
  'LiberationSans-Bold.ttf',
] as const;

/**
 * Fetches those files into the browser's HTTP cache, at low priority (behind the page's code, the
 * PDF and the worker), reading each body to its end so that it is stored. Resolves once every
 * request is over; a failure is left to pdf.js, which fetches the file again when it needs it and
 * reports what it gets.
 */
export async function prefetchStandardFonts(
  standardFontDataUrl: string,
  fetchFile: typeof fetch = fetch,
): Promise<void> {
  await Promise.all(
    COMMON_STANDARD_FONT_FILES.map((file) =>
      fetchFile(`${standardFontDataUrl}${file}`, { priority: 'low' })
        .then((response) => response.arrayBuffer())
        .then(
          () => undefined,
          () => undefined,
        ),
    ),
  );
}
