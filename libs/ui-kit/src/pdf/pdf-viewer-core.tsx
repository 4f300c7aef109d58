import { Box, VisuallyHidden } from '@chakra-ui/react';
import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Page } from 'react-pdf';
import { LoadingState } from '../feedback/loading-state';
import { PdfErrorOverlay } from './pdf-error-overlay';
import {
  pageAnchor,
  scrollTopFor,
  type PageAnchor,
  type PageBoxPosition,
} from './pdf-scroll-anchor';
import { PdfToolbar } from './pdf-toolbar';
import {
  FirstPagePreview,
  PAGE_GAP,
  PDF_VIEWPORT_HEIGHT,
  PdfViewerFrame,
} from './pdf-viewer-frame';
import type { PdfViewerProps } from './pdf-viewer-props';
import { openPdf, takePdfOpenedAhead, type PdfDocument } from './pdf-open';

export { openPdfAhead } from './pdf-open';

type Size = { width: number; height: number };
type Zoom = 'fit' | number;

const A4: Size = { width: 595, height: 842 };
const ZOOM_STEP = 0.25;
const MIN_SCALE = 0.25;
const MAX_SCALE = 4;
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
  firstPagePreview,
}: PdfViewerProps) {
  const [pdf, setPdf] = useState<PdfDocument | null>(null);
  const [numPages, setNumPages] = useState(0);
  const [baseSize, setBaseSize] = useState<Size>(A4);
  const [sizes, setSizes] = useState<Record<number, Size>>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [zoom, setZoom] = useState<Zoom>('fit');
  const [containerWidth, setContainerWidth] = useState(800);
  const [near, setNear] = useState<ReadonlySet<number>>(() => new Set([1, 2]));
  const [currentPage, setCurrentPage] = useState(1);
  const [pageInput, setPageInput] = useState('1');
  // Whether page 1's canvas has been drawn: until then its image (firstPagePreview) stands in for
  // it. Not reset when the bytes change (a new version after a signature): the image may still be
  // the old version's, and the page then shows what it showed before images existed.
  const [firstDrawn, setFirstDrawn] = useState(false);
  const preview = firstDrawn ? null : firstPagePreview;
  // Page 1 is drawn alone first: pages drawn side by side share each animation frame (pdf.js draws
  // a page in chunks, one per frame), which made the main thread's tasks twice as long while the
  // document opens. The other pages near the view mount once page 1 is drawn or could not be, or
  // once page 1 is no longer near (the reader moved on). Not reset with the bytes, as above.
  // Measured on the 300-page demo document: page 1 drawn by pdf.js 568 instead of 659 ms after a
  // full load (medians of 6), and Lighthouse's mobile total blocking time 160–290 instead of
  // 220–300 ms (six runs each).
  const [firstSettled, setFirstSettled] = useState(false);
  const holdOthers = !firstSettled && near.has(1);
  const scroller = useRef<HTMLDivElement>(null);
  const pageBoxes = useRef(new Map<number, HTMLDivElement>());

  // The document: the one opened ahead for these bytes (the page had them before this viewer
  // mounted), else opened now. Freed in pdf.js's worker when the viewer unmounts or the bytes
  // change. The pages appear once page 1's size is known: drawn at the zoom they keep, never
  // first at an assumed A4 width and then again.
  useEffect(() => {
    const task = takePdfOpenedAhead(data) ?? openPdf(data);
    let current = true;
    const fail = (error: unknown) => {
      if (current) setFailed(error instanceof Error ? error.message : String(error));
    };
    task.promise
      .then(async (document) => {
        const first = await document.getPage(1);
        if (!current) return;
        const viewport = first.getViewport({ scale: 1 });
        setBaseSize({ width: viewport.width, height: viewport.height });
        setNumPages(document.numPages);
        setPdf(document);
      })
      .catch(fail);
    return () => {
      current = false;
      setPdf(null);
      setNumPages(0);
      setSizes({});
      setFailed(null);
      void task.destroy();
    };
  }, [data]);

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

  const positions = (): Map<number, PageBoxPosition> =>
    new Map(
      [...pageBoxes.current].map(([number, box]) => [
        number,
        { top: box.offsetTop, height: box.offsetHeight },
      ]),
    );
  // Where the reader was at the last scroll: a change of zoom (or of the width "Fit width"
  // follows) puts the same place of the same page back under the reading line.
  const anchor = useRef<PageAnchor>({ page: 1, fraction: 0 });
  const onScroll = useCallback(() => {
    const root = scroller.current;
    if (!root) return;
    anchor.current = pageAnchor(positions(), root.scrollTop, root.clientHeight);
    const { page } = anchor.current;
    setCurrentPage(page);
    setPageInput(String(page));
  }, []);
  const renderedScale = useRef(scale);
  useLayoutEffect(() => {
    if (renderedScale.current === scale) return;
    renderedScale.current = scale;
    const root = scroller.current;
    const box = pageBoxes.current.get(anchor.current.page);
    if (!root || !box) return;
    root.scrollTop = scrollTopFor(
      anchor.current,
      { top: box.offsetTop, height: box.offsetHeight },
      root.clientHeight,
    );
  }, [scale]);

  const goTo = (page: number) => {
    const target = Math.min(Math.max(1, page), numPages || 1);
    const box = pageBoxes.current.get(target);
    const root = scroller.current;
    if (box && root) root.scrollTo({ top: box.offsetTop - PAGE_GAP });
    anchor.current = { page: target, fraction: 0 };
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
  const jump = () => {
    const page = Number(pageInput);
    if (Number.isInteger(page)) goTo(page);
  };
  const zoomBy = (delta: number) =>
    setZoom(
      Math.min(MAX_SCALE, Math.max(MIN_SCALE, Math.round((scale + delta) / ZOOM_STEP) * ZOOM_STEP)),
    );

  const pages = Array.from({ length: numPages }, (_, index) => index + 1);
  return (
    <PdfViewerFrame
      toolbar={
        <PdfToolbar
          currentPage={currentPage}
          numPages={numPages}
          pageInput={pageInput}
          onPageInput={setPageInput}
          onPageInputBlur={() => setPageInput(String(currentPage))}
          onJump={jump}
          onGoTo={goTo}
          scale={scale}
          canZoomOut={scale > MIN_SCALE}
          canZoomIn={scale < MAX_SCALE}
          onZoomOut={() => zoomBy(-ZOOM_STEP)}
          onZoomIn={() => zoomBy(ZOOM_STEP)}
          fitWidth={zoom === 'fit'}
          onFitWidth={() => setZoom('fit')}
        />
      }
    >
      <Box
        ref={scroller}
        position="relative"
        height={PDF_VIEWPORT_HEIGHT}
        overflow="auto"
        onScroll={onScroll}
        data-testid="pdf-scroller"
        css={PAGE_BOX}
      >
        {failed !== null ? <PdfErrorOverlay detail={failed} /> : null}
        {pdf === null && failed === null ? (
          preview ? (
            <>
              <VisuallyHidden role="status">Opening the document</VisuallyHidden>
              <FirstPagePreview src={preview} />
            </>
          ) : (
            <LoadingState label="Opening the document" />
          )
        ) : null}
        {pages.map((number) => {
          const size = sizes[number] ?? baseSize;
          const mounted =
            (near.has(number) || number === currentPage) && (number === 1 || !holdOthers);
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
                  pdf={pdf ?? undefined}
                  pageNumber={number}
                  scale={scale}
                  renderTextLayer={false}
                  renderAnnotationLayer={false}
                  loading={null}
                  {...(number === 1
                    ? {
                        onRenderSuccess: () => {
                          setFirstDrawn(true);
                          setFirstSettled(true);
                        },
                        onRenderError: () => setFirstSettled(true),
                      }
                    : {})}
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
              {number === 1 && preview ? <FirstPagePreview src={preview} overlay /> : null}
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
      </Box>
    </PdfViewerFrame>
  );
}
