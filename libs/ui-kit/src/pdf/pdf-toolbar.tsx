import { Button, HStack, Input, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight, Maximize2, ZoomIn, ZoomOut } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';

export type PdfToolbarProps = {
  currentPage: number;
  /** 0 while the document is not read yet. */
  numPages: number;
  /** The page field's text (what the reader types until Enter). */
  pageInput: string;
  onPageInput: (value: string) => void;
  onPageInputBlur: () => void;
  onJump: () => void;
  onGoTo: (page: number) => void;
  /** The zoom shown, or null before there is one. */
  scale: number | null;
  canZoomOut: boolean;
  canZoomIn: boolean;
  onZoomOut: () => void;
  onZoomIn: () => void;
  fitWidth: boolean;
  onFitWidth: () => void;
  /** Everything shown but inert (the viewer still loading). */
  disabled?: boolean;
};

/** The viewer's toolbar: page navigation and zoom. The loading placeholder shows it inert, so nothing moves when the viewer arrives. */
export function PdfToolbar(props: PdfToolbarProps) {
  const { currentPage, numPages, scale, disabled = false } = props;
  const jump = (event: FormEvent) => {
    event.preventDefault();
    props.onJump();
  };
  return (
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
        <ToolbarIconButton
          label="Previous page"
          disabled={disabled || currentPage <= 1}
          onClick={() => props.onGoTo(currentPage - 1)}
        >
          <ChevronLeft aria-hidden="true" />
        </ToolbarIconButton>
        <Text fontSize="sm">Page</Text>
        <Input
          size="xs"
          width="14"
          aria-label="Go to page"
          inputMode="numeric"
          disabled={disabled}
          value={props.pageInput}
          onChange={(event) => props.onPageInput(event.target.value.replace(/\D/g, ''))}
          onBlur={props.onPageInputBlur}
        />
        <Text fontSize="sm">of {numPages || '…'}</Text>
        <ToolbarIconButton
          label="Next page"
          disabled={disabled || currentPage >= numPages}
          onClick={() => props.onGoTo(currentPage + 1)}
        >
          <ChevronRight aria-hidden="true" />
        </ToolbarIconButton>
      </HStack>
      <HStack gap="1">
        <ToolbarIconButton
          label="Zoom out"
          disabled={disabled || !props.canZoomOut}
          onClick={props.onZoomOut}
        >
          <ZoomOut aria-hidden="true" />
        </ToolbarIconButton>
        <Text fontSize="sm" minWidth="12" textAlign="center" aria-live="polite">
          {scale === null ? '…' : `${Math.round(scale * 100)}%`}
        </Text>
        <ToolbarIconButton
          label="Zoom in"
          disabled={disabled || !props.canZoomIn}
          onClick={props.onZoomIn}
        >
          <ZoomIn aria-hidden="true" />
        </ToolbarIconButton>
        <Button
          size="xs"
          variant={props.fitWidth ? 'subtle' : 'ghost'}
          disabled={disabled}
          onClick={props.onFitWidth}
        >
          <Maximize2 aria-hidden="true" /> Fit width
        </Button>
      </HStack>
    </HStack>
  );
}

/** One of the toolbar's icon buttons, named for screen readers by its label. */
function ToolbarIconButton(props: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      size="xs"
      variant="ghost"
      aria-label={props.label}
      disabled={props.disabled}
      onClick={props.onClick}
    >
      {props.children}
    </Button>
  );
}
