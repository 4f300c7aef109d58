import { Button, HStack, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';

/** The fields of the contract's `meta.pagination` the bar shows (ui-kit depends on no lib of ours). */
export type PaginationState = { current_page: number; total_pages: number; total: number };

export type PaginationBarProps = {
  pagination: PaginationState;
  onPageChange: (page: number) => void;
  /** While the next page loads: Previous and Next wait. */
  disabled?: boolean;
};

/** Server pagination: total rows, page x of n, previous and next. */
export function PaginationBar({ pagination, onPageChange, disabled }: PaginationBarProps) {
  const { current_page: page, total_pages: pages, total } = pagination;
  return (
    <HStack as="nav" aria-label="Pagination" justify="space-between" mt="4" flexWrap="wrap" gap="2">
      <Text fontSize="sm" color="fg.muted">
        {total} {total === 1 ? 'row' : 'rows'}
      </Text>
      <HStack gap="2">
        <Button
          size="sm"
          variant="outline"
          aria-label="Previous page"
          disabled={disabled || page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Text fontSize="sm" aria-live="polite">
          Page {pages === 0 ? 0 : page} of {pages}
        </Text>
        <Button
          size="sm"
          variant="outline"
          aria-label="Next page"
          disabled={disabled || page >= pages}
          onClick={() => onPageChange(page + 1)}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </HStack>
    </HStack>
  );
}
