import { Box, HStack, Stack, VisuallyHidden } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import {
  memo,
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import type { CompanySeal, MeteraiCategory, UploadedDocument } from '@esign/contract';
import { notifyError } from '@esign/ui-kit';
import { PdfViewer, type PdfPageGeometry, type PdfViewerControl } from '@esign/ui-kit/pdf';
import { EditorContext, useEditorStore } from './components/editor-context';
import { EditorToolbar } from './components/editor-toolbar';
import { KeyboardPlacer } from './components/keyboard-placer';
import { PageLayer } from './components/page-layer';
import { EditorController } from './editor-controller';
import { NUDGE_LARGE, NUDGES } from './model/nudges';

export type PlacementEditorProps = {
  document: UploadedDocument;
  /** The PDF's bytes (the viewer works on a copy). */
  pdf: ArrayBuffer;
  /** The company seal offered for this batch; the palette shows "Seal" only when there is one. */
  seal: CompanySeal | null;
  meteraiCategories: MeteraiCategory[];
  /** Shows the boxes without letting anyone change them. */
  readOnly?: boolean;
};

function LiveRegion() {
  const announcement = useEditorStore((state) => state.announcement);
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
      {announcement}
    </VisuallyHidden>
  );
}

const renderPageOverlay = ({ pageNumber, scale, mounted }: PdfPageGeometry) =>
  mounted ? <PageLayer pageNumber={pageNumber} scale={scale} /> : null;

/**
 * The viewer with the editor's layer over each mounted page. Memoised: saves change the draft
 * (and so the editor's props) often, and the pages need not hear of it, their layers follow the
 * store themselves.
 */
const EditorPages = memo(function EditorPages({
  pdf,
  controller,
  viewer,
}: {
  pdf: ArrayBuffer;
  controller: EditorController;
  viewer: RefObject<PdfViewerControl | null>;
}) {
  const onPageChange = useCallback(
    (page: number) => controller.store.setState({ currentPage: page }),
    [controller],
  );
  return (
    <PdfViewer
      data={pdf}
      renderPageOverlay={renderPageOverlay}
      controlRef={viewer}
      onPageChange={onPageChange}
    />
  );
});

function isTextEntry(target: EventTarget): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

function Editor({
  document,
  pdf,
  seal,
  meteraiCategories,
  readOnly = false,
}: PlacementEditorProps) {
  const queryClient = useQueryClient();
  const [controller] = useState(
    () =>
      new EditorController({
        document,
        seal,
        meteraiCategories,
        queryClient,
        readOnly,
        notifyError: (title, message) => void notifyError(title, message),
      }),
  );
  const viewer = useRef<PdfViewerControl>(null);

  useEffect(() => {
    controller.scrollToPage = (page) => viewer.current?.scrollToPage(page);
    controller.open();
    return () => controller.close();
  }, [controller]);

  // The cache (and so `document`) changes with every save, and when the batch is fetched again.
  useEffect(() => controller.merge(document), [controller, document]);
  useEffect(
    () => controller.setMeteraiCategories(meteraiCategories),
    [controller, meteraiCategories],
  );
  useEffect(() => controller.setSeal(seal), [controller, seal]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (isTextEntry(event.target)) return;
    const command = event.ctrlKey || event.metaKey;
    const key = event.key.toLowerCase();
    if (command && key === 'z') {
      event.preventDefault();
      if (event.shiftKey) controller.redo();
      else controller.undo();
    } else if (command && key === 'y') {
      event.preventDefault();
      controller.redo();
    } else if (command && key === 'a' && !readOnly) {
      event.preventDefault();
      controller.select(controller.store.getState().editor.boxes.map((box) => box.key));
    } else if (event.key === 'Escape') {
      controller.arm(null);
      controller.select([]);
    } else if (event.target === event.currentTarget && !readOnly) {
      // The editor itself holds the focus after a click on a page or a marquee: the keys act on
      // the selection there too (a focused box handles its own keys).
      const nudge = NUDGES[event.key];
      const { selection } = controller.store.getState().editor;
      if (nudge && selection.length > 0) {
        event.preventDefault();
        const step = event.shiftKey ? NUDGE_LARGE : 1;
        controller.edit({
          type: 'move',
          keys: selection,
          dx: nudge[0] * step,
          dy: nudge[1] * step,
        });
      } else if (event.key === 'Delete' || event.key === 'Backspace') {
        event.preventDefault();
        controller.deleteSelection();
      }
    }
  };

  return (
    <EditorContext.Provider value={controller}>
      <Stack
        gap="3"
        data-placement-editor=""
        tabIndex={-1}
        outline="none"
        onKeyDown={onKeyDown}
        aria-label={`Placement editor of ${document.name}`}
        role="region"
      >
        {readOnly ? null : (
          <HStack align="start" justify="space-between" flexWrap="wrap" gap="2">
            <Box flex="1">
              <EditorToolbar />
            </Box>
            <KeyboardPlacer />
          </HStack>
        )}
        <LiveRegion />
        <EditorPages pdf={pdf} controller={controller} viewer={viewer} />
      </Stack>
    </EditorContext.Provider>
  );
}

/**
 * The placement editor of one draft: its pages with the signature, e-meterai and seal boxes,
 * a palette to place them and every edit saved as it happens (see EditorController). A new
 * draft gets a fresh editor (its own history).
 */
export function PlacementEditor(props: PlacementEditorProps) {
  return <Editor key={props.document.reference_number} {...props} />;
}
