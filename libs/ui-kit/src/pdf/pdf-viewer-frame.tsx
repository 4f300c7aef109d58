import { Box, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LoadingState } from '../feedback/loading-state';
import { PdfToolbar } from './pdf-toolbar';

/** The height of the viewer's scrolling area: the page stays put when the viewer replaces its placeholder. */
export const PDF_VIEWPORT_HEIGHT = { base: '70vh', lg: 'calc(100vh - 220px)' } as const;

/** The space around each page in the viewer, in CSS pixels. */
export const PAGE_GAP = 16;

/**
 * An image of page 1 where the viewer will draw it: as wide as the viewer fits a page ("Fit
 * width"), so the page drawn later takes exactly its place. `overlay` keeps it over a page box
 * whose canvas is not drawn yet.
 */
export function FirstPagePreview({
  src,
  overlay = false,
  onSettled,
}: {
  src: string;
  overlay?: boolean;
  /** Called once the image has loaded and is decoded (the browser draws it next), or failed to. */
  onSettled?: (() => void) | undefined;
}) {
  return (
    <Box
      data-first-page-preview=""
      {...(overlay
        ? { position: 'absolute', inset: '0' }
        : { mx: 'auto', my: `${PAGE_GAP}px`, width: `calc(100% - ${2 * PAGE_GAP}px)` })}
      bg="white"
      boxShadow={overlay ? undefined : 'sm'}
    >
      <img
        src={src}
        alt=""
        style={{ display: 'block', width: '100%', height: 'auto' }}
        onLoad={
          onSettled
            ? (event) => {
                // Decoded, it is in the next frame the browser draws.
                const image = event.currentTarget;
                const decoded = typeof image.decode === 'function' ? image.decode() : undefined;
                void (decoded ?? Promise.resolve()).then(onSettled, onSettled);
              }
            : undefined
        }
        onError={onSettled}
      />
    </Box>
  );
}

/** The viewer's box: its toolbar above what it shows. */
export function PdfViewerFrame({ toolbar, children }: { toolbar: ReactNode; children: ReactNode }) {
  return (
    <Box borderWidth="1px" rounded="md" overflow="hidden" bg="bg.subtle">
      {toolbar}
      {children}
    </Box>
  );
}

const idle = () => undefined;

export type PdfViewerPlaceholderProps = {
  label: string;
  /** An image of page 1 (an object URL), shown in the page's place instead of a spinner. */
  preview?: string | null | undefined;
  /** Called once that image has loaded, or failed to. */
  onPreviewSettled?: (() => void) | undefined;
};

/**
 * What stands in the viewer's place while its code or the PDF loads: the viewer's own frame,
 * toolbar (inert) and height, so nothing below it moves when the document appears.
 */
export function PdfViewerPlaceholder({
  label,
  preview,
  onPreviewSettled,
}: PdfViewerPlaceholderProps) {
  return (
    <PdfViewerFrame
      toolbar={
        <PdfToolbar
          disabled
          currentPage={1}
          numPages={0}
          pageInput="1"
          onPageInput={idle}
          onPageInputBlur={idle}
          onJump={idle}
          onGoTo={idle}
          scale={null}
          canZoomOut={false}
          canZoomIn={false}
          onZoomOut={idle}
          onZoomIn={idle}
          fitWidth
          onFitWidth={idle}
        />
      }
    >
      {preview ? (
        <Box
          height={PDF_VIEWPORT_HEIGHT}
          overflow="auto"
          data-testid="pdf-placeholder"
          role="region"
          aria-label="Page 1"
          aria-busy="true"
        >
          <VisuallyHidden role="status">{label}</VisuallyHidden>
          <FirstPagePreview src={preview} onSettled={onPreviewSettled} />
        </Box>
      ) : (
        <Box height={PDF_VIEWPORT_HEIGHT} data-testid="pdf-placeholder">
          <LoadingState label={label} minHeight="full" />
        </Box>
      )}
    </PdfViewerFrame>
  );
}
