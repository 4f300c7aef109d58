import interact from 'interactjs';
import { useEffect, type RefObject } from 'react';
import { MAX_BOX_POINTS, MIN_BOX_POINTS } from '@esign/contract';
import type { EditorController } from '../editor-controller';
import type { EditorBox } from '../model/editor-box';
import { groupDelta, pageSize } from '../model/editor-state';
import {
  resizeWithin,
  SNAP_PIXELS,
  snapLinesOf,
  snapMove,
  snapResize,
  type Edges,
  type Rect,
  type SnapGuides,
} from '../model/snap';

export type BoxInteractionInput = {
  /** The box and zoom as last rendered. */
  latest: RefObject<{ box: EditorBox; scale: number }>;
  controller: EditorController;
  onGuides: (guides: SnapGuides | null) => void;
  /** Set while a drag or resize runs, so the click that ends it does not change the selection. */
  gesture: RefObject<boolean>;
};

function sameGuides(a: SnapGuides | null, b: SnapGuides | null): boolean {
  return a === b || (a !== null && b !== null && a.x === b.x && a.y === b.y);
}

/**
 * Drags and resizes a box with interact.js. While the pointer moves, only the DOM is touched (a
 * transform, or the size) and only this box re-renders (for its snap guides); the model hears of
 * it once, when the gesture ends. A selected box drags the whole selection along.
 */
export function useBoxInteractions(
  element: RefObject<HTMLElement | null>,
  key: string,
  enabled: boolean,
  { latest, controller, onGuides, gesture }: BoxInteractionInput,
): void {
  useEffect(() => {
    const target = element.current;
    if (!enabled || !target) return undefined;
    let guides: SnapGuides | null = null;
    const showGuides = (next: SnapGuides | null) => {
      if (sameGuides(guides, next)) return;
      guides = next;
      onGuides(next);
    };

    let drag: {
      keys: string[];
      group: EditorBox[];
      primary: EditorBox;
      lines: ReturnType<typeof snapLinesOf>;
      pointer: { x: number; y: number };
      shift: { dx: number; dy: number };
    } | null = null;

    let resize: {
      start: Rect;
      page: number;
      edges: Edges;
      lines: ReturnType<typeof snapLinesOf>;
      pointer: { left: number; top: number; right: number; bottom: number };
      rect: Rect;
    } | null = null;

    const interactable = interact(target)
      .draggable({
        listeners: {
          start(event: { shiftKey: boolean }) {
            gesture.current = true;
            const { editor } = controller.store.getState();
            const primary = editor.boxes.find((box) => box.key === key);
            if (!primary) return;
            let keys = editor.selection;
            if (!keys.includes(key)) {
              keys = event.shiftKey ? [...keys, key] : [key];
              controller.select(keys);
            }
            const group = editor.boxes.filter((box) => keys.includes(box.key));
            const others = editor.boxes.filter(
              (box) => box.page === primary.page && !keys.includes(box.key),
            );
            drag = {
              keys,
              group,
              primary,
              lines: snapLinesOf(pageSize(editor, primary.page), others),
              pointer: { x: 0, y: 0 },
              shift: { dx: 0, dy: 0 },
            };
          },
          move(event: { dx: number; dy: number }) {
            if (!drag) return;
            const { scale } = latest.current;
            drag.pointer.x += event.dx;
            drag.pointer.y += event.dy;
            const dx = drag.pointer.x / scale;
            const dy = drag.pointer.y / scale;
            const snap = snapMove(
              { ...drag.primary, x: drag.primary.x + dx, y: drag.primary.y + dy },
              drag.lines,
              SNAP_PIXELS / scale,
            );
            const editor = controller.store.getState().editor;
            const shift = groupDelta(editor, drag.group, dx + snap.dx, dy + snap.dy);
            drag.shift = shift;
            for (const box of drag.group) {
              const node = controller.element(box.key);
              if (node)
                node.style.transform = `translate(${shift.dx * scale}px, ${shift.dy * scale}px)`;
            }
            // A guide is drawn only where the box really sits on it (not when a page edge held it back).
            showGuides({
              x: shift.dx === dx + snap.dx ? snap.guides.x : null,
              y: shift.dy === dy + snap.dy ? snap.guides.y : null,
            });
          },
          end() {
            const done = drag;
            drag = null;
            showGuides(null);
            if (!done) return;
            for (const box of done.group) {
              const node = controller.element(box.key);
              if (node) node.style.transform = '';
            }
            if (done.shift.dx !== 0 || done.shift.dy !== 0)
              controller.edit({
                type: 'move',
                keys: done.keys,
                dx: done.shift.dx,
                dy: done.shift.dy,
              });
          },
        },
      })
      .resizable({
        edges: { left: true, right: true, top: true, bottom: true },
        margin: 6,
        listeners: {
          start(event: { edges?: Edges }) {
            gesture.current = true;
            const { editor } = controller.store.getState();
            const box = editor.boxes.find((item) => item.key === key);
            if (!box) return;
            controller.select([key]);
            const others = editor.boxes.filter(
              (item) => item.page === box.page && item.key !== key,
            );
            const start = { x: box.x, y: box.y, width: box.width, height: box.height };
            resize = {
              start,
              page: box.page,
              edges: event.edges ?? {},
              lines: snapLinesOf(pageSize(editor, box.page), others),
              pointer: { left: 0, top: 0, right: 0, bottom: 0 },
              rect: start,
            };
          },
          move(event: {
            deltaRect?: { left: number; top: number; right: number; bottom: number };
          }) {
            if (!resize || !event.deltaRect) return;
            const { scale } = latest.current;
            const { pointer, start, edges } = resize;
            pointer.left += event.deltaRect.left;
            pointer.top += event.deltaRect.top;
            pointer.right += event.deltaRect.right;
            pointer.bottom += event.deltaRect.bottom;
            const page = pageSize(controller.store.getState().editor, resize.page);
            const bounds = { min: MIN_BOX_POINTS, max: MAX_BOX_POINTS };
            const raw = resizeWithin(
              start,
              edges,
              {
                left: pointer.left / scale,
                top: pointer.top / scale,
                right: pointer.right / scale,
                bottom: pointer.bottom / scale,
              },
              page,
              bounds,
            );
            const snapped = snapResize(raw, edges, resize.lines, SNAP_PIXELS / scale);
            const rect = resizeWithin(
              start,
              edges,
              {
                left: snapped.rect.x - start.x,
                top: snapped.rect.y - start.y,
                right: snapped.rect.x + snapped.rect.width - (start.x + start.width),
                bottom: snapped.rect.y + snapped.rect.height - (start.y + start.height),
              },
              page,
              bounds,
            );
            resize.rect = rect;
            target.style.left = `${rect.x * scale}px`;
            target.style.top = `${rect.y * scale}px`;
            target.style.width = `${rect.width * scale}px`;
            target.style.height = `${rect.height * scale}px`;
            showGuides(snapped.guides);
          },
          end() {
            const done = resize;
            resize = null;
            showGuides(null);
            if (!done) return;
            // Back to what React last drew; the committed size arrives with the next render.
            const { box, scale } = latest.current;
            target.style.left = `${box.x * scale}px`;
            target.style.top = `${box.y * scale}px`;
            target.style.width = `${box.width * scale}px`;
            target.style.height = `${box.height * scale}px`;
            controller.edit({ type: 'resize', key, rect: done.rect });
          },
        },
      });
    return () => {
      interactable.unset();
    };
  }, [element, key, enabled, latest, controller, onGuides, gesture]);
}
