import { Box } from '@chakra-ui/react';
import { memo, useRef, useState, type DragEvent, type MouseEvent, type PointerEvent } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { PLACE_TOOL_MIME, PlaceToolSchema } from '../editor-controller';
import { pageSize } from '../model/editor-state';
import { useEditorController, useEditorStore } from './editor-context';
import { PlacementBoxView } from './placement-box-view';

export type PageLayerProps = {
  pageNumber: number;
  /** CSS pixels per point. */
  scale: number;
};

type Marquee = { left: number; top: number; width: number; height: number };

/** A pointer move shorter than this (CSS pixels) is a click, not a marquee. */
const CLICK_SLOP = 3;

/**
 * What the editor draws over one page: its boxes, the marquee, and the drop target of the
 * palette. Rendered only for pages the viewer has mounted, and re-rendered only when this page's
 * boxes change.
 */
export const PageLayer = memo(function PageLayer({ pageNumber, scale }: PageLayerProps) {
  const controller = useEditorController();
  const boxes = useEditorStore(
    useShallow((state) => state.editor.boxes.filter((box) => box.page === pageNumber)),
  );
  const page = useEditorStore((state) => pageSize(state.editor, pageNumber));
  const armed = useEditorStore((state) => state.armed);
  const [marquee, setMarquee] = useState<Marquee | null>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const marqueeEnded = useRef(false);

  const pointOf = (event: { clientX: number; clientY: number; currentTarget: Element }) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (controller.readOnly || armed || event.button !== 0) return;
    if (event.target !== event.currentTarget) return;
    start.current = pointOf(event);
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const from = start.current;
    if (!from) return;
    const to = pointOf(event);
    if (Math.abs(to.x - from.x) < CLICK_SLOP && Math.abs(to.y - from.y) < CLICK_SLOP) return;
    setMarquee({
      left: Math.min(from.x, to.x),
      top: Math.min(from.y, to.y),
      width: Math.abs(to.x - from.x),
      height: Math.abs(to.y - from.y),
    });
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    start.current = null;
    if (!marquee) return;
    setMarquee(null);
    marqueeEnded.current = true;
    const area = {
      x: marquee.left / scale,
      y: marquee.top / scale,
      right: (marquee.left + marquee.width) / scale,
      bottom: (marquee.top + marquee.height) / scale,
    };
    const hit = boxes.filter(
      (box) =>
        box.x < area.right &&
        box.x + box.width > area.x &&
        box.y < area.bottom &&
        box.y + box.height > area.y,
    );
    controller.select(
      hit.map((box) => box.key),
      event.shiftKey ? 'add' : 'replace',
    );
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || controller.readOnly) return;
    if (marqueeEnded.current) {
      marqueeEnded.current = false;
      return;
    }
    if (armed) {
      // The second click of a double click is not a second placing.
      if (event.detail > 1) return;
      const point = pointOf(event);
      controller.place(armed, pageNumber, { x: point.x / scale, y: point.y / scale });
      return;
    }
    if (!event.shiftKey) controller.select([]);
  };

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (controller.readOnly || !event.dataTransfer.types.includes(PLACE_TOOL_MIME)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    if (controller.readOnly) return;
    const raw = event.dataTransfer.getData(PLACE_TOOL_MIME);
    if (!raw) return;
    event.preventDefault();
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return;
    }
    const tool = PlaceToolSchema.safeParse(parsed);
    if (!tool.success) return;
    const point = pointOf(event);
    controller.place(tool.data, pageNumber, { x: point.x / scale, y: point.y / scale });
  };

  return (
    <Box
      data-page-layer={pageNumber}
      position="absolute"
      inset="0"
      cursor={armed ? 'crosshair' : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onClick={onClick}
      onDragOver={onDragOver}
      onDrop={onDrop}
    >
      {boxes.map((box) => (
        <PlacementBoxView
          key={box.key}
          box={box}
          scale={scale}
          pageWidth={page.width * scale}
          pageHeight={page.height * scale}
        />
      ))}
      {marquee ? (
        <Box
          aria-hidden="true"
          position="absolute"
          borderWidth="1px"
          borderStyle="dashed"
          borderColor="brand.solid"
          bg="brand.subtle/40"
          pointerEvents="none"
          style={marquee}
        />
      ) : null}
    </Box>
  );
});
