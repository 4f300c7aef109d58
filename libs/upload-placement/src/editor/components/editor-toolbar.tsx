import { Box, Button, HStack, NativeSelect, Separator, Text } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { Copy, PenLine, Redo2, Stamp, Trash2, Undo2, type LucideIcon } from 'lucide-react';
import { useState, type DragEvent } from 'react';
import { ConfirmDialog } from '@esign/ui-kit';
import { PLACE_TOOL_MIME, type PlaceTool } from '../editor-controller';
import { recipientPalette } from '../recipient-colour';
import { CopyPagesDialog } from './copy-pages-dialog';
import { useEditorController, useEditorStore } from './editor-context';

function sameTool(a: PlaceTool | null, b: PlaceTool): boolean {
  if (!a || a.kind !== b.kind) return false;
  return a.kind !== 'sign' || (b.kind === 'sign' && a.signerId === b.signerId);
}

type PaletteItemProps = {
  tool: PlaceTool;
  label: string;
  accessibleLabel: string;
  palette: string;
  icon: LucideIcon;
  disabled?: boolean;
};

/** A palette item: drag it onto a page, or click it and then click the spot on a page. */
function PaletteItem({
  tool,
  label,
  accessibleLabel,
  palette,
  icon: Icon,
  disabled,
}: PaletteItemProps) {
  const controller = useEditorController();
  const armed = useEditorStore((state) => sameTool(state.armed, tool));
  const onDragStart = (event: DragEvent<HTMLButtonElement>) => {
    event.dataTransfer.setData(PLACE_TOOL_MIME, JSON.stringify(tool));
    event.dataTransfer.effectAllowed = 'copy';
  };
  return (
    <Button
      size="sm"
      variant={armed ? 'solid' : 'outline'}
      colorPalette={palette}
      draggable={!disabled}
      disabled={disabled}
      onDragStart={onDragStart}
      aria-pressed={armed}
      aria-label={accessibleLabel}
      title={`${accessibleLabel}: drag it onto a page, or click here and then on a page`}
      onClick={() => controller.arm(armed ? null : tool)}
      maxWidth="56"
    >
      <Icon aria-hidden="true" />
      <Text as="span" truncate>
        {label}
      </Text>
    </Button>
  );
}

/** The palette (one signature per recipient, e-meterai with its category, the seal) and the edit commands. */
export function EditorToolbar() {
  const controller = useEditorController();
  const recipients = useEditorStore((state) => state.recipients);
  const categories = useEditorStore((state) => state.meteraiCategories);
  const meteraiId = useEditorStore((state) => state.meteraiId);
  const armed = useEditorStore((state) => state.armed);
  const canUndo = useEditorStore((state) => state.editor.undo.length > 0);
  const canRedo = useEditorStore((state) => state.editor.redo.length > 0);
  const selected = useEditorStore((state) => state.editor.selection.length);
  const stamps = useEditorStore(
    (state) => state.editor.boxes.filter((box) => box.kind === 'e_meterai').length,
  );
  const [copying, setCopying] = useState(false);
  const [resetting, setResetting] = useState(false);
  const seal = useEditorStore((state) => state.seal);

  return (
    <Box borderWidth="1px" rounded="md" p="2" bg="bg">
      <HStack gap="2" flexWrap="wrap" role="toolbar" aria-label="Place on the document">
        {recipients.map((recipient, index) => (
          <PaletteItem
            key={recipient.user_id}
            tool={{ kind: 'sign', signerId: recipient.user_id }}
            label={recipient.name}
            accessibleLabel={`Signature of ${recipient.name}`}
            palette={recipientPalette(index)}
            icon={PenLine}
          />
        ))}
        <HStack gap="1">
          <PaletteItem
            tool={{ kind: 'e_meterai' }}
            label="E-meterai"
            accessibleLabel="E-meterai"
            palette="brand"
            icon={Stamp}
            disabled={categories.length === 0}
          />
          <NativeSelect.Root
            recipe={nativeSelectSlotRecipe}
            size="sm"
            width="48"
            disabled={categories.length === 0}
          >
            <NativeSelect.Field
              aria-label="Meterai category"
              value={meteraiId ?? ''}
              onChange={(event) => controller.chooseMeterai(Number(event.target.value))}
            >
              {categories.length === 0 ? <option value="">No meterai category</option> : null}
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
        {seal ? (
          <PaletteItem
            tool={{ kind: 'seal' }}
            label="Seal"
            accessibleLabel="Seal"
            palette="gray"
            icon={Stamp}
          />
        ) : null}
        <Separator orientation="vertical" height="6" />
        <Button
          size="sm"
          variant="ghost"
          aria-label="Undo"
          title="Undo (Ctrl+Z)"
          disabled={!canUndo}
          onClick={() => controller.undo()}
        >
          <Undo2 aria-hidden="true" />
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label="Redo"
          title="Redo (Ctrl+Shift+Z or Ctrl+Y)"
          disabled={!canRedo}
          onClick={() => controller.redo()}
        >
          <Redo2 aria-hidden="true" />
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={selected === 0}
          onClick={() => setCopying(true)}
        >
          <Copy aria-hidden="true" /> Copy to pages…
        </Button>
        <Button
          size="sm"
          variant="ghost"
          colorPalette="red"
          disabled={selected === 0}
          onClick={() => controller.deleteSelection()}
        >
          <Trash2 aria-hidden="true" /> Delete
        </Button>
        {stamps > 0 ? (
          <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setResetting(true)}>
            Remove all e-meterai
          </Button>
        ) : null}
      </HStack>
      {armed ? (
        <Text fontSize="sm" color="fg.muted" mt="2" role="status">
          Click on a page to place{' '}
          {armed.kind === 'sign'
            ? 'the signature'
            : armed.kind === 'seal'
              ? 'the seal'
              : 'the e-meterai'}
          ; Esc cancels.
        </Text>
      ) : null}
      <CopyPagesDialog open={copying} onClose={() => setCopying(false)} />
      <ConfirmDialog
        open={resetting}
        title="Remove all e-meterai"
        text={`Remove the ${stamps} e-meterai of this document and release their stamps?`}
        destructive
        onCancel={() => setResetting(false)}
        onConfirm={() => {
          setResetting(false);
          controller.resetStamps();
        }}
      />
    </Box>
  );
}
