import { Checkbox, Input, Stack, Text } from '@chakra-ui/react';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { MAX_PLACEMENTS } from '@esign/contract';
import { FormDialog, FormField } from '@esign/ui-kit';
import { parsePageRange } from '../model/page-range';
import { useEditorController, useEditorStore } from './editor-context';

export type CopyPagesDialogProps = { open: boolean; onClose: () => void };

/**
 * Copies the selected boxes to other pages at the same spot: every page, or a list as print
 * dialogs take it ("1-3, 5"). A box is not copied onto its own page. One undo step removes the
 * copies. (A range rather than one checkbox per page: documents run to hundreds of pages.)
 */
export function CopyPagesDialog({ open, onClose }: CopyPagesDialogProps) {
  const controller = useEditorController();
  const pageCount = useEditorStore((state) => state.editor.pages.length);
  const selected = useEditorStore((state) => state.editor.selection.length);
  const [all, setAll] = useState(true);
  const [range, setRange] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setError(null);
    onClose();
  };
  const submit = () => {
    const pages = all
      ? { pages: Array.from({ length: pageCount }, (_, index) => index + 1) }
      : parsePageRange(range, pageCount);
    if ('error' in pages) {
      setError(pages.error);
      return;
    }
    const { selection, boxes } = controller.store.getState().editor;
    const copies = boxes
      .filter((box) => selection.includes(box.key))
      .reduce((count, box) => count + pages.pages.filter((page) => page !== box.page).length, 0);
    if (boxes.length + copies > MAX_PLACEMENTS) {
      setError(
        `A document holds at most ${MAX_PLACEMENTS} boxes; these copies would make ${boxes.length + copies}`,
      );
      return;
    }
    controller.edit({ type: 'copyToPages', keys: selection, pages: pages.pages });
    close();
  };

  return (
    <FormDialog
      open={open}
      title="Copy to pages"
      submitLabel="Copy"
      onClose={close}
      onSubmit={submit}
      submitDisabled={selected === 0}
      error={all ? error : null}
    >
      <Stack gap="4">
        <Text color="fg.muted" fontSize="sm">
          {selected === 1 ? 'The selected box' : `The ${selected} selected boxes`} will be placed at
          the same spot on each page you choose.
        </Text>
        <Checkbox.Root
          recipe={checkboxSlotRecipe}
          checked={all}
          onCheckedChange={(event) => setAll(event.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>All pages ({pageCount})</Checkbox.Label>
        </Checkbox.Root>
        <FormField
          label="Pages"
          helperText={`For example 1-3, 5 (pages 1 to ${pageCount})`}
          errorText={all ? undefined : (error ?? undefined)}
          disabled={all}
        >
          <Input
            value={range}
            onChange={(event) => {
              setRange(event.target.value);
              setError(null);
            }}
          />
        </FormField>
      </Stack>
    </FormDialog>
  );
}
