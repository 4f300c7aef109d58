import { Box, Button, chakra, HStack, Input, NativeSelect, Text } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { Keyboard } from 'lucide-react';
import { useId, useState, type FormEvent, type MouseEvent } from 'react';
import type { PlaceTool } from '../editor-controller';
import { useEditorController, useEditorStore } from './editor-context';

/**
 * Placing without a pointer: choose what (a recipient's signature, the e-meterai or the seal) and
 * the page, press Place; the box lands at the page's default spot, focused, and the arrow keys
 * move it from there.
 */
export function KeyboardPlacer() {
  const controller = useEditorController();
  const recipients = useEditorStore((state) => state.recipients);
  const pageCount = useEditorStore((state) => state.editor.pages.length);
  const currentPage = useEditorStore((state) => state.currentPage);
  const hasCategory = useEditorStore((state) => state.meteraiId !== null);
  const hasSeal = useEditorStore((state) => state.seal !== null);
  const [open, setOpen] = useState(false);
  const [what, setWhat] = useState('');
  const [page, setPage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const options: { value: string; label: string; tool: PlaceTool }[] = [
    ...recipients.map((recipient) => ({
      value: `sign:${recipient.user_id}`,
      label: `Signature of ${recipient.name}`,
      tool: { kind: 'sign', signerId: recipient.user_id } as const,
    })),
    ...(hasCategory
      ? [{ value: 'e_meterai', label: 'E-meterai', tool: { kind: 'e_meterai' } as const }]
      : []),
    ...(hasSeal ? [{ value: 'seal', label: 'Seal', tool: { kind: 'seal' } as const }] : []),
  ];
  const chosen = options.find((option) => option.value === what) ?? options[0];
  const pageText = page ?? String(currentPage);

  const place = (event: FormEvent | MouseEvent) => {
    event.preventDefault();
    // A double click on Place is one placing.
    if ('detail' in event && event.detail > 1) return;
    if (!chosen) return;
    const number = Number(pageText);
    if (!Number.isInteger(number) || number < 1 || number > pageCount) {
      setError(`Enter a page from 1 to ${pageCount}`);
      return;
    }
    setError(null);
    controller.place(chosen.tool, number);
  };

  return (
    <Box>
      <Button
        size="sm"
        variant="ghost"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        <Keyboard aria-hidden="true" /> Place with keyboard
      </Button>
      {open ? (
        <chakra.form id={id} onSubmit={place} mt="2" aria-label="Place with keyboard">
          <HStack gap="2" flexWrap="wrap" align="end">
            <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="sm" width="64">
              <NativeSelect.Field
                aria-label="What to place"
                value={chosen?.value ?? ''}
                onChange={(event) => setWhat(event.target.value)}
              >
                {options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Input
              size="sm"
              width="20"
              aria-label={`Page (1 to ${pageCount})`}
              inputMode="numeric"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              value={pageText}
              onChange={(event) => {
                setPage(event.target.value.replace(/\D/g, ''));
                setError(null);
              }}
            />
            <Button size="sm" type="submit" disabled={!chosen} onClick={place}>
              Place
            </Button>
          </HStack>
          {error ? (
            <Text id={`${id}-error`} color="fg.error" fontSize="sm" mt="1" role="alert">
              {error}
            </Text>
          ) : null}
        </chakra.form>
      ) : null}
    </Box>
  );
}
