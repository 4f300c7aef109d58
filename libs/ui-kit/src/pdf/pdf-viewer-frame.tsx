import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LoadingState } from '../feedback/loading-state';
import { PdfToolbar } from './pdf-toolbar';

/** The height of the viewer's scrolling area: the page stays put when the viewer replaces its placeholder. */
export const PDF_VIEWPORT_HEIGHT = { base: '70vh', lg: 'calc(100vh - 220px)' } as const;

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

export type PdfViewerPlaceholderProps = { label: string };

/**
 * What stands in the viewer's place while its code or the PDF loads: the viewer's own frame,
 * toolbar (inert) and height, so nothing below it moves when the document appears.
 */
export function PdfViewerPlaceholder({ label }: PdfViewerPlaceholderProps) {
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
      <Box height={PDF_VIEWPORT_HEIGHT} data-testid="pdf-placeholder">
        <LoadingState label={label} minHeight="full" />
      </Box>
    </PdfViewerFrame>
  );
}
