import { Box, chakra, Text } from '@chakra-ui/react';
import { Stamp } from 'lucide-react';
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { boxAccessibleName, boxLabel } from '../model/describe-box';
import type { EditorBox } from '../model/editor-box';
import { NUDGE_LARGE, NUDGES } from '../model/nudges';
import type { SnapGuides } from '../model/snap';
import { recipientPalette } from '../recipient-colour';
import { useEditorController, useEditorStore } from './editor-context';
import { useBoxInteractions } from './use-box-interactions';

export type PlacementBoxViewProps = {
  box: EditorBox;
  /** CSS pixels per point (the viewer's zoom). */
  scale: number;
  /** The page's size in CSS pixels, for the snap guides. */
  pageWidth: number;
  pageHeight: number;
};

/**
 * One placed box: focusable, named for screen readers by kind, owner, page and position; dragged
 * and resized with the pointer, moved with the arrow keys (Shift: 10 points), removed with
 * Delete or Backspace; Tab and Shift+Tab go to the next and previous box in reading order.
 */
export const PlacementBoxView = memo(function PlacementBoxView({
  box,
  scale,
  pageWidth,
  pageHeight,
}: PlacementBoxViewProps) {
  const controller = useEditorController();
  const { readOnly } = controller;
  const selected = useEditorStore((state) => state.editor.selection.includes(box.key));
  const focusRequested = useEditorStore((state) => state.focusKey === box.key);
  const recipientIndex = useEditorStore((state) =>
    state.recipients.findIndex((recipient) => recipient.user_id === box.signerId),
  );
  // Subscribed so that the name follows a renamed or removed recipient.
  const label = useEditorStore((state) => boxLabel(box, state.recipients));
  const category = useEditorStore((state) =>
    box.kind === 'e_meterai'
      ? state.meteraiCategories.find((item) => item.id === box.meteraiId)?.name
      : undefined,
  );
  const element = useRef<HTMLDivElement>(null);
  const latest = useRef({ box, scale });
  const gesture = useRef(false);
  const pointer = useRef(false);
  const [guides, setGuides] = useState<SnapGuides | null>(null);

  useLayoutEffect(() => {
    latest.current = { box, scale };
  }, [box, scale]);

  useEffect(() => {
    controller.register(box.key, element.current);
    return () => controller.register(box.key, null);
  }, [controller, box.key]);

  useEffect(() => {
    if (!focusRequested) return;
    element.current?.focus();
    controller.focusDone(box.key);
  }, [focusRequested, controller, box.key]);

  const onGuides = useCallback((next: SnapGuides | null) => setGuides(next), []);
  useBoxInteractions(element, box.key, !readOnly, { latest, controller, onGuides, gesture });

  const name = boxAccessibleName(box, label);

  const onClick = (event: MouseEvent) => {
    event.stopPropagation();
    pointer.current = false;
    if (gesture.current) {
      gesture.current = false;
      return;
    }
    controller.select([box.key], event.shiftKey ? 'toggle' : 'replace');
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Tab') {
      if (controller.moveFocus(box.key, event.shiftKey ? -1 : 1)) event.preventDefault();
      return;
    }
    if (event.key === 'Escape') {
      controller.select([]);
      return;
    }
    if (readOnly || event.ctrlKey || event.metaKey || event.altKey) return;
    const nudge = NUDGES[event.key];
    if (nudge) {
      event.preventDefault();
      const step = event.shiftKey ? NUDGE_LARGE : 1;
      const { selection } = controller.store.getState().editor;
      const keys = selection.includes(box.key) ? selection : [box.key];
      if (!selection.includes(box.key)) controller.select(keys);
      controller.edit({ type: 'move', keys, dx: nudge[0] * step, dy: nudge[1] * step });
      return;
    }
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      const { selection } = controller.store.getState().editor;
      const keys = selection.includes(box.key) ? selection : [box.key];
      // The focus would fall to the page: keep it in the editor, on the next box if any.
      const moved = controller.moveFocus(box.key, 1) || controller.moveFocus(box.key, -1);
      if (!moved) element.current?.closest<HTMLElement>('[data-placement-editor]')?.focus();
      controller.edit({ type: 'delete', keys });
    }
  };

  const palette =
    box.kind === 'sign'
      ? recipientPalette(Math.max(0, recipientIndex))
      : box.kind === 'seal'
        ? 'gray'
        : 'brand';
  const seal = useEditorStore((state) => state.seal);

  return (
    <>
      {guides?.x != null ? (
        <Box
          aria-hidden="true"
          position="absolute"
          top="0"
          width="0"
          borderLeftWidth="1px"
          borderColor="fg.error"
          pointerEvents="none"
          zIndex="2"
          style={{ left: guides.x * scale, height: pageHeight }}
        />
      ) : null}
      {guides?.y != null ? (
        <Box
          aria-hidden="true"
          position="absolute"
          left="0"
          height="0"
          borderTopWidth="1px"
          borderColor="fg.error"
          pointerEvents="none"
          zIndex="2"
          style={{ top: guides.y * scale, width: pageWidth }}
        />
      ) : null}
      <Box
        ref={element}
        data-box-key={box.key}
        data-kind={box.kind}
        role="button"
        aria-roledescription="placed box"
        aria-label={name}
        aria-pressed={readOnly ? undefined : selected}
        tabIndex={0}
        colorPalette={palette}
        position="absolute"
        display="flex"
        flexDirection="column"
        alignItems="center"
        justifyContent="center"
        overflow="hidden"
        borderWidth="2px"
        borderStyle={box.kind === 'sign' ? 'solid' : 'dashed'}
        borderColor="colorPalette.solid"
        bg="colorPalette.subtle/70"
        color="colorPalette.fg"
        rounded="sm"
        cursor={readOnly ? 'default' : 'move'}
        touchAction="none"
        userSelect="none"
        outline={selected ? '2px solid' : undefined}
        outlineColor="colorPalette.focusRing"
        outlineOffset="2px"
        _focusVisible={{ outline: '3px solid', outlineColor: 'colorPalette.focusRing' }}
        zIndex={selected ? 1 : undefined}
        style={{
          left: box.x * scale,
          top: box.y * scale,
          width: box.width * scale,
          height: box.height * scale,
          // The label grows with the zoom, as the page's own text does, within legible bounds.
          fontSize: Math.min(18, Math.max(10, 8 * scale)),
        }}
        onPointerDown={() => {
          pointer.current = true;
          gesture.current = false;
        }}
        onFocus={() => {
          // A keyboard focus selects the box; a click selects through onClick (Shift adds).
          if (!pointer.current && !controller.store.getState().editor.selection.includes(box.key))
            controller.select([box.key]);
        }}
        onBlur={() => {
          pointer.current = false;
        }}
        onClick={onClick}
        onKeyDown={onKeyDown}
      >
        {box.kind === 'seal' && seal ? (
          <chakra.img
            src={seal.image.url}
            alt=""
            width="100%"
            height="100%"
            objectFit="contain"
            pointerEvents="none"
            draggable={false}
          />
        ) : (
          <>
            {box.kind === 'e_meterai' ? <Stamp aria-hidden="true" size={16} /> : null}
            <Text fontSize="inherit" fontWeight="semibold" px="1" textAlign="center" lineClamp={2}>
              {box.kind === 'sign' ? label.replace(/^Signature of /, '') : label}
            </Text>
            {category ? (
              <Text fontSize="0.85em" px="1" textAlign="center" truncate maxWidth="full">
                {category}
              </Text>
            ) : null}
          </>
        )}
        {selected && !readOnly ? (
          <Box
            aria-hidden="true"
            position="absolute"
            right="0"
            bottom="0"
            boxSize="2"
            bg="colorPalette.solid"
            cursor="nwse-resize"
          />
        ) : null}
      </Box>
    </>
  );
});
