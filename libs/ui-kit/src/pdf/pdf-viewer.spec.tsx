import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createRef, useState } from 'react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../testing/render-with-ui';
import type { PdfPageGeometry } from './pdf-page-geometry';
import type { PdfViewerControl } from './pdf-viewer-props';
import { openPdfAhead as openAheadNow, takePdfOpenedAhead } from './pdf-open';
import { openPdfAhead, PdfViewer } from './pdf-viewer';
import { PdfViewerPlaceholder } from './pdf-viewer-frame';

// pdf.js needs a worker and canvas; the real viewer is exercised in Playwright. This stand-in has
// three pages of 600 × 800 points (page 3 landscape, 800 × 600, once rendered).
jest.mock('./pdfjs-options', () => ({ PDFJS_OPTIONS: {} }));
const mockDestroy = jest.fn(async () => undefined);
/** The pages pdf.js was asked for, and the pages whose operator list (fonts included) was read. */
const mockGetPage = jest.fn();
const mockGetOperatorList = jest.fn();
// A document of three pages; an empty file is refused as pdf.js refuses it.
const mockGetDocument = jest.fn(({ data }: { data: Uint8Array }) => ({
  promise:
    data.length === 0
      ? Promise.reject(new Error('Invalid PDF structure.'))
      : Promise.resolve({
          numPages: 3,
          getPage: async (number: number) => {
            mockGetPage(number);
            return {
              getViewport: () => ({ width: 600, height: 800 }),
              getOperatorList: async () => mockGetOperatorList(number),
            };
          },
        }),
  destroy: mockDestroy,
}));
/** Pages whose drawing the test finishes itself (the function set here), instead of at once. */
const mockHeldRenders = new Map<number, () => void>();
jest.mock('react-pdf', () => {
  const { useEffect } = jest.requireActual<typeof import('react')>('react');
  const sizes: Record<number, [number, number]> = { 1: [600, 800], 2: [600, 800], 3: [800, 600] };
  return {
    pdfjs: { getDocument: (source: { data: Uint8Array }) => mockGetDocument(source) },
    Page: ({
      pageNumber,
      onLoadSuccess,
      onRenderSuccess,
    }: {
      pageNumber: number;
      onLoadSuccess: (page: { originalWidth: number; originalHeight: number }) => void;
      onRenderSuccess?: () => void;
    }) => {
      useEffect(() => {
        const [originalWidth, originalHeight] = sizes[pageNumber] ?? [0, 0];
        onLoadSuccess({ originalWidth, originalHeight });
        if (mockHeldRenders.has(pageNumber))
          mockHeldRenders.set(pageNumber, () => onRenderSuccess?.());
        else onRenderSuccess?.();
        // eslint-disable-next-line react-hooks/exhaustive-deps
      }, []);
      return <canvas data-testid={`canvas-${pageNumber}`} />;
    },
  };
});

const PDF = new Uint8Array([37, 80, 68, 70]).buffer;
const overlay = ({ pageNumber, width, height, scale, mounted }: PdfPageGeometry) => (
  <span data-testid={`overlay-${pageNumber}`}>
    {`${width}×${height} pt at ${scale.toFixed(2)}${mounted ? '' : ', not mounted'}`}
  </span>
);
const page = (number: number) => screen.getByRole('region', { name: `Page ${number}` });

describe('PdfViewer', () => {
  it('draws each page’s overlay with the page size in points and the zoom', async () => {
    renderWithUi(<PdfViewer data={PDF} renderPageOverlay={overlay} />);
    // Fit width: (800 px − two 16 px gaps) / 600 pt.
    expect(await screen.findByTestId('overlay-1')).toHaveTextContent('600×800 pt at 1.28');
    // Opened by the viewer itself, nothing is read ahead: the pages draw what they need.
    expect(mockGetOperatorList).not.toHaveBeenCalled();
    // A page not rendered yet takes the first page's size until pdf.js has read its own.
    expect(screen.getByTestId('overlay-3')).toHaveTextContent('600×800 pt at 1.28, not mounted');
    expect(within(page(1)).getByTestId('overlay-1')).toBeInTheDocument();
  });

  it('draws page 1 alone first: the next page near the view mounts once page 1 is drawn', async () => {
    mockHeldRenders.set(1, () => undefined);
    try {
      renderWithUi(<PdfViewer data={PDF} renderPageOverlay={overlay} />);
      expect(await screen.findByTestId('canvas-1')).toBeInTheDocument();
      expect(screen.getByTestId('overlay-2')).toHaveTextContent('not mounted');
      expect(screen.queryByTestId('canvas-2')).toBeNull();
      act(() => mockHeldRenders.get(1)?.());
      expect(await screen.findByTestId('canvas-2')).toBeInTheDocument();
      expect(screen.getByTestId('overlay-2')).not.toHaveTextContent('not mounted');
    } finally {
      mockHeldRenders.clear();
    }
  });

  it('mounts only the pages near the viewport; the others keep their size', async () => {
    renderWithUi(<PdfViewer data={PDF} renderPageOverlay={overlay} />);
    expect(await screen.findByText('of 3')).toBeInTheDocument();
    expect(screen.getByTestId('canvas-1')).toBeInTheDocument();
    expect(screen.queryByTestId('canvas-3')).not.toBeInTheDocument();
    expect(page(3)).toHaveStyle({ width: '768px', height: '1024px' });
  });

  it('passes the new scale to the overlays when zooming in', async () => {
    renderWithUi(<PdfViewer data={PDF} renderPageOverlay={overlay} />);
    await screen.findByTestId('overlay-1');
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByText('150%')).toBeInTheDocument();
    expect(screen.getByTestId('overlay-1')).toHaveTextContent('at 1.50');
    expect(page(1)).toHaveStyle({ width: '900px', height: '1200px' });
  });

  it('scrolls to a page on request, mounts it and reports the page the reader is on', async () => {
    const control = createRef<PdfViewerControl>();
    const onPageChange = jest.fn();
    renderWithUi(
      <PdfViewer
        data={PDF}
        renderPageOverlay={overlay}
        controlRef={control}
        onPageChange={onPageChange}
      />,
    );
    expect(await screen.findByText('of 3')).toBeInTheDocument();
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    act(() => control.current?.scrollToPage(3));
    expect(await screen.findByTestId('canvas-3')).toBeInTheDocument();
    expect(screen.getByLabelText('Go to page')).toHaveValue('3');
    expect(onPageChange).toHaveBeenLastCalledWith(3);
  });

  it('shows "Failed to Open Document" when pdf.js cannot read the file', async () => {
    renderWithUi(<PdfViewer data={new ArrayBuffer(0)} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to Open Document');
    expect(alert).toHaveTextContent('Invalid PDF structure.');
  });

  it('keeps the page the reader is on in view, and in the page field, when zooming', async () => {
    // jsdom lays nothing out: page boxes stack at their inline height with 16 px gaps.
    const restore = stackPageBoxes();
    try {
      renderWithUi(<PdfViewer data={PDF} renderPageOverlay={overlay} />);
      expect(await screen.findByText('of 3')).toBeInTheDocument();
      const scroller = screen.getByTestId('pdf-scroller');
      // Pages are 1,024 px high at fit width (1.28): scrolled 300 px into page 2.
      scroller.scrollTop = 16 + 1024 + 16 + 300 - 200;
      fireEvent.scroll(scroller);
      expect(screen.getByLabelText('Go to page')).toHaveValue('2');

      await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
      expect(screen.getByText('150%')).toBeInTheDocument();
      // Page 2 now starts at 16 + 1,200 + 16 px; the reading line (200 px down the viewport) is
      // as far down it as before: 300 / 1,024 of its 1,200 px.
      expect(scroller.scrollTop).toBeCloseTo(16 + 1200 + 16 + (300 / 1024) * 1200 - 200);
      fireEvent.scroll(scroller);
      expect(screen.getByLabelText('Go to page')).toHaveValue('2');
      expect(page(2)).toHaveStyle({ height: '1200px' });
    } finally {
      restore();
    }
  });

  it('holds the viewer’s place while loading: its toolbar, inert, over an area of its height', () => {
    renderWithUi(<PdfViewerPlaceholder label="Loading the document" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the document');
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
    expect(screen.getByLabelText('Go to page')).toBeDisabled();
    expect(screen.getByText('of …')).toBeInTheDocument();
    const placeholderHeight = getComputedStyle(screen.getByTestId('pdf-placeholder')).height;
    expect(placeholderHeight).toBe('70vh');
  });

  it('shows the image of page 1 in its place instead of a spinner while the code or the PDF loads', () => {
    renderWithUi(<PdfViewerPlaceholder label="Loading the document" preview="blob:page-1" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the document');
    const region = screen.getByRole('region', { name: 'Page 1' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(region.querySelector('[data-first-page-preview] img')).toHaveAttribute(
      'src',
      'blob:page-1',
    );
    expect(getComputedStyle(screen.getByTestId('pdf-placeholder')).height).toBe('70vh');
  });

  it('says when the image of page 1 has loaded, or could not be', async () => {
    const settled = jest.fn();
    renderWithUi(
      <PdfViewerPlaceholder
        label="Loading the document"
        preview="blob:page-1"
        onPreviewSettled={settled}
      />,
    );
    const image = screen
      .getByRole('region', { name: 'Page 1' })
      .querySelector('[data-first-page-preview] img');
    if (!image) throw new Error('no image of page 1');
    fireEvent.load(image);
    await waitFor(() => expect(settled).toHaveBeenCalledTimes(1));
    fireEvent.error(image);
    expect(settled).toHaveBeenCalledTimes(2);
  });

  it('keeps the image of page 1 while pdf.js opens the file, and drops it once the page is drawn', async () => {
    let open: () => void = () => undefined;
    const opened = new Promise<void>((done) => {
      open = done;
    });
    mockGetDocument.mockImplementationOnce(() => ({
      promise: opened.then(() => ({
        numPages: 3,
        getPage: async () => ({
          getViewport: () => ({ width: 600, height: 800 }),
          getOperatorList: async () => undefined,
        }),
      })),
      destroy: mockDestroy,
    }));
    const preview = () =>
      screen.getByTestId('pdf-scroller').querySelector('[data-first-page-preview] img');
    renderWithUi(<PdfViewer data={PDF} firstPagePreview="blob:page-1" />);
    expect(await screen.findByRole('status')).toHaveTextContent('Opening the document');
    expect(preview()).toHaveAttribute('src', 'blob:page-1');
    await act(async () => open());
    expect(await screen.findByTestId('canvas-1')).toBeInTheDocument();
    await waitFor(() => expect(preview()).toBeNull());
  });

  it('shows no image of page 1 once a page was drawn, even when new bytes come (a new version)', async () => {
    const preview = () =>
      screen.getByTestId('pdf-scroller').querySelector('[data-first-page-preview] img');
    function Versions() {
      const [data, setData] = useState(PDF);
      return (
        <>
          <button
            type="button"
            onClick={() => setData(new Uint8Array([37, 80, 68, 70, 45]).buffer)}
          >
            New version
          </button>
          <PdfViewer data={data} firstPagePreview="blob:page-1" />
        </>
      );
    }
    renderWithUi(<Versions />);
    expect(await screen.findByTestId('canvas-1')).toBeInTheDocument();
    await waitFor(() => expect(preview()).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'New version' }));
    expect(preview()).toBeNull();
    expect(await screen.findByTestId('canvas-1')).toBeInTheDocument();
    expect(preview()).toBeNull();
    expect(mockGetDocument).toHaveBeenLastCalledWith(
      expect.objectContaining({ data: new Uint8Array([37, 80, 68, 70, 45]) }),
    );
  });

  it('gives the viewer the height its placeholder had', async () => {
    renderWithUi(<PdfViewer data={PDF} />);
    await screen.findByText('of 3');
    expect(getComputedStyle(screen.getByTestId('pdf-scroller')).height).toBe('70vh');
  });
});

/**
 * Lays page boxes out the way the browser does, for jsdom: each `[data-page]` box as high as its
 * inline height, one below the other with 16 px gaps; the scroller 600 px high. Returns the undo.
 */
function stackPageBoxes(): () => void {
  const gap = 16;
  const height = (element: HTMLElement) => Number.parseFloat(element.style.height) || 0;
  const offsetTop = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetTop');
  const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
  const clientHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight');
  Object.defineProperty(HTMLElement.prototype, 'offsetTop', {
    configurable: true,
    get(this: HTMLElement) {
      if (!this.dataset['page']) return 0;
      let top = gap;
      for (let box = this.previousElementSibling; box; box = box.previousElementSibling)
        if (box instanceof HTMLElement && box.dataset['page']) top += height(box) + gap;
      return top;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return height(this);
    },
  });
  Object.defineProperty(Element.prototype, 'clientHeight', {
    configurable: true,
    get(this: Element) {
      return this instanceof HTMLElement && this.dataset['testid'] === 'pdf-scroller' ? 600 : 0;
    },
  });
  return () => {
    if (offsetTop) Object.defineProperty(HTMLElement.prototype, 'offsetTop', offsetTop);
    if (offsetHeight) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', offsetHeight);
    if (clientHeight) Object.defineProperty(Element.prototype, 'clientHeight', clientHeight);
  };
}

describe('a PDF opened ahead of its viewer', () => {
  beforeEach(() => {
    mockGetDocument.mockClear();
    mockDestroy.mockClear();
  });

  it('is shown by the viewer of the same bytes without pdf.js opening them again, and freed on unmount', async () => {
    const bytes = new Uint8Array([37, 80, 68, 70, 45]).buffer;
    openPdfAhead(bytes);
    await waitFor(() => expect(mockGetDocument).toHaveBeenCalledTimes(1));
    const view = renderWithUi(<PdfViewer data={bytes} renderPageOverlay={overlay} />);
    expect(await screen.findByText('of 3')).toBeInTheDocument();
    expect(mockGetDocument).toHaveBeenCalledTimes(1);
    // pdf.js was handed a copy: the page's bytes stay usable.
    const [[{ data }]] = mockGetDocument.mock.calls as [[{ data: Uint8Array }]];
    expect(data.buffer).not.toBe(bytes);
    view.unmount();
    expect(mockDestroy).toHaveBeenCalledTimes(1);
  });

  it('is freed when another document is opened ahead, or when nobody shows it within 30 s', () => {
    jest.useFakeTimers();
    try {
      const first = new Uint8Array([1]).buffer;
      const second = new Uint8Array([2]).buffer;
      openAheadNow(first);
      openAheadNow(first);
      expect(mockGetDocument).toHaveBeenCalledTimes(1);
      openAheadNow(second);
      expect(mockDestroy).toHaveBeenCalledTimes(1);
      expect(takePdfOpenedAhead(first)).toBeNull();

      jest.advanceTimersByTime(29_999);
      expect(mockDestroy).toHaveBeenCalledTimes(1);
      jest.advanceTimersByTime(1);
      expect(mockDestroy).toHaveBeenCalledTimes(2);
      expect(takePdfOpenedAhead(second)).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('has page 1 read, its fonts included, before any viewer asks for it', async () => {
    openAheadNow(new Uint8Array([3]).buffer);
    await waitFor(() => expect(mockGetOperatorList).toHaveBeenCalledWith(1));
    expect(mockGetPage.mock.calls).toEqual([[1]]);
  });

  it('is not used for other bytes: the viewer opens its own', async () => {
    const other = new Uint8Array([9]).buffer;
    openAheadNow(other);
    renderWithUi(<PdfViewer data={PDF} renderPageOverlay={overlay} />);
    expect(await screen.findByText('of 3')).toBeInTheDocument();
    expect(mockGetDocument).toHaveBeenCalledTimes(2);
    expect(takePdfOpenedAhead(other)).not.toBeNull();
  });
});
