import { Box, Button, HStack, Input, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight, Maximize2, ZoomIn, ZoomOut } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import { Document, Page } from 'react-pdf';
import { LoadingState } from '../feedback/loading-state';
import { PdfErrorOverlay } from './pdf-error-overlay';
import type { PdfViewerProps } from './pdf-viewer-props';
import { PDFJS_OPTIONS } from './pdfjs-options';

type Size = { width: number; height: number };
type Zoom = 'fit' | number;

const A4: Size = { width: 595, height: 842 };
const ZOOM_STEP = 0.25;
const MIN_SCALE = 0.25;
const MAX_SCALE = 4;
const PAGE_GAP = 16;
/** Pages within this distance of the viewport are mounted; the rest are placeholders of the right size. */
const MOUNT_MARGIN = '800px 0px';
/** Every page box's look, one rule for all of them. */
const PAGE_BOX = {
  '& [data-page]': {
    position: 'relative',
    mx: 'auto',
    my: `${PAGE_GAP}px`,
    bg: 'white',
    boxShadow: 'sm',
  },
} as const;

/**
 * The document's pages with what the caller draws over each. Only pages near the viewport are
 * rendered (IntersectionObserver); the others are empty boxes sized from their page size, so a
 * 300-page PDF shows its first page as fast as a 1-page one and scrolling keeps memory flat.
 */
export function PdfViewerCore({
  data,
  renderPageOverlay,
  controlRef,
  onPageChange,
}: PdfViewerProps) {
  // pdf.js transfers the buffer to its worker: hand it a copy so the cached bytes stay usable.
  const file = useMemo(() => ({ data: new Uint8Array(data.slice(0)) }), [data]);
  const [numPages, setNumPages] = useState(0);
  const [baseSize, setBaseSize] = useState<Size>(A4);
  const [sizes, setSizes] = useState<Record<number, Size>>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [zoom, setZoom] = useState<Zoom>('fit');
  const [containerWidth, setContainerWidth] = useState(800);
  const [near, setNear] = useState<ReadonlySet<number>>(() => new Set([1, 2]));
  const [currentPage, setCurrentPage] = useState(1);
  const [pageInput, setPageInput] = useState('1');
  const scroller = useRef<HTMLDivElement>(null);
  const pageBoxes = useRef(new Map<number, HTMLDivElement>());

  useEffect(() => {
    const element = scroller.current;
    if (!element) return undefined;
    setContainerWidth(element.clientWidth || 800);
    const observer = new ResizeObserver(
      ([entry]) => entry && setContainerWidth(entry.contentRect.width),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const fitScale = Math.max(MIN_SCALE, (containerWidth - 2 * PAGE_GAP) / baseSize.width);
  const scale = zoom === 'fit' ? fitScale : zoom;

  useEffect(() => {
    const root = scroller.current;
    if (!root || numPages === 0) return undefined;
    const observer = new IntersectionObserver(
      (entries) =>
        setNear((previous) => {
          const next = new Set(previous);
          for (const entry of entries) {
            const page = Number((entry.target as HTMLElement).dataset['page']);
            if (entry.isIntersecting) next.add(page);
            else next.delete(page);
          }
          return next;
        }),
      { root, rootMargin: MOUNT_MARGIN },
    );
    for (const box of pageBoxes.current.values()) observer.observe(box);
    return () => observer.disconnect();
  }, [numPages]);

  const onPageChangeRef = useRef(onPageChange);
  useEffect(() => {
    onPageChangeRef.current = onPageChange;
  }, [onPageChange]);
  useEffect(() => {
    onPageChangeRef.current?.(currentPage);
  }, [currentPage]);

  const onScroll = useCallback(() => {
    const root = scroller.current;
    if (!root) return;
    const line = root.scrollTop + root.clientHeight / 3;
    let page = 1;
    for (const [number, box] of pageBoxes.current) {
      if (box.offsetTop <= line && number > page) page = number;
    }
    setCurrentPage(page);
    setPageInput(String(page));
  }, []);

  const goTo = (page: number) => {
    const target = Math.min(Math.max(1, page), numPages || 1);
    const box = pageBoxes.current.get(target);
    const root = scroller.current;
    if (box && root) root.scrollTo({ top: box.offsetTop - PAGE_GAP });
    setCurrentPage(target);
    setPageInput(String(target));
  };
  const goToRef = useRef(goTo);
  useEffect(() => {
    goToRef.current = goTo;
  });
  useImperativeHandle(
    controlRef,
    () => ({ scrollToPage: (page: number) => goToRef.current(page) }),
    [],
  );
  const jump = (event: FormEvent) => {
    event.preventDefault();
    const page = Number(pageInput);
    if (Number.isInteger(page)) goTo(page);
  };
  const zoomBy = (delta: number) =>
    setZoom(
      Math.min(MAX_SCALE, Math.max(MIN_SCALE, Math.round((scale + delta) / ZOOM_STEP) * ZOOM_STEP)),
    );

  const pages = Array.from({ length: numPages }, (_, index) => index + 1);
  return (
    <Box borderWidth="1px" rounded="md" overflow="hidden" bg="bg.subtle">
      <HStack
        as="form"
        onSubmit={jump}
        justify="space-between"
        flexWrap="wrap"
        gap="2"
        p="2"
        borderBottomWidth="1px"
        bg="bg"
      >
        <HStack gap="1">
          <Button
            size="xs"
            variant="ghost"
            aria-label="Previous page"
            disabled={currentPage <= 1}
            onClick={() => goTo(currentPage - 1)}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Text fontSize="sm">Page</Text>
          <Input
            size="xs"
            width="14"
            aria-label="Go to page"
            inputMode="numeric"
            value={pageInput}
            onChange={(event) => setPageInput(event.target.value.replace(/\D/g, ''))}
            onBlur={() => setPageInput(String(currentPage))}
          />
          <Text fontSize="sm">of {numPages || '…'}</Text>
          <Button
            size="xs"
            variant="ghost"
            aria-label="Next page"
            disabled={currentPage >= numPages}
            onClick={() => goTo(currentPage + 1)}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </HStack>
        <HStack gap="1">
          <Button
            size="xs"
            variant="ghost"
            aria-label="Zoom out"
            onClick={() => zoomBy(-ZOOM_STEP)}
            disabled={scale <= MIN_SCALE}
          >
            <ZoomOut aria-hidden="true" />
          </Button>
          <Text fontSize="sm" minWidth="12" textAlign="center" aria-live="polite">
            {Math.round(scale * 100)}%
          </Text>
          <Button
            size="xs"
            variant="ghost"
            aria-label="Zoom in"
            onClick={() => zoomBy(ZOOM_STEP)}
            disabled={scale >= MAX_SCALE}
          >
            <ZoomIn aria-hidden="true" />
          </Button>
          <Button
            size="xs"
            variant={zoom === 'fit' ? 'subtle' : 'ghost'}
            onClick={() => setZoom('fit')}
          >
            <Maximize2 aria-hidden="true" /> Fit width
          </Button>
        </HStack>
      </HStack>
      <Box
        ref={scroller}
        position="relative"
        height={{ base: '70vh', lg: 'calc(100vh - 220px)' }}
        overflow="auto"
        onScroll={onScroll}
        data-testid="pdf-scroller"
        css={PAGE_BOX}
      >
        {failed !== null ? <PdfErrorOverlay detail={failed} /> : null}
        <Document
          file={file}
          options={PDFJS_OPTIONS}
          loading={<LoadingState label="Opening the document" />}
          error={<></>}
          onLoadSuccess={(pdf) => {
            setNumPages(pdf.numPages);
            void pdf.getPage(1).then((page) => {
              const viewport = page.getViewport({ scale: 1 });
              setBaseSize({ width: viewport.width, height: viewport.height });
            });
          }}
          onLoadError={(error) => setFailed(error.message)}
          onSourceError={(error) => setFailed(error.message)}
        >
          {pages.map((number) => {
            const size = sizes[number] ?? baseSize;
            const mounted = near.has(number) || number === currentPage;
            return (
              // A plain element with its size inline (its look is the scroller's PAGE_BOX rule):
              // hundreds render before the first page can, and style props cost each one a class.
              <div
                key={number}
                data-page={number}
                ref={(element: HTMLDivElement | null) => {
                  if (element) pageBoxes.current.set(number, element);
                  else pageBoxes.current.delete(number);
                }}
                style={{ width: `${size.width * scale}px`, height: `${size.height * scale}px` }}
                aria-label={`Page ${number}`}
                role="region"
              >
                {mounted ? (
                  <Page
                    pageNumber={number}
                    scale={scale}
                    renderTextLayer={false}
                    renderAnnotationLayer={false}
                    loading={null}
                    onLoadSuccess={(page) => {
                      const width = page.originalWidth;
                      const height = page.originalHeight;
                      if (
                        width &&
                        height &&
                        (sizes[number]?.width !== width || sizes[number]?.height !== height)
                      )
                        setSizes((previous) => ({ ...previous, [number]: { width, height } }));
                    }}
                  />
                ) : null}
                {renderPageOverlay?.({
                  pageNumber: number,
                  width: size.width,
                  height: size.height,
                  scale,
                  mounted,
                })}
              </div>
            );
          })}
        </Document>
      </Box>
    </Box>
  );
}
