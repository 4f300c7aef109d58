import { useSearchParams } from 'react-router';
import { PaginationBar, type PaginationState } from './pagination-bar';

export type UrlPaginationBarProps = {
  /** Nothing is shown without a page, or when the page has no rows. */
  pagination: PaginationState | undefined;
  rowCount: number;
  disabled?: boolean;
};

/** The pagination bar of a list whose page lives in the URL (`?page=`). */
export function UrlPaginationBar({ pagination, rowCount, disabled }: UrlPaginationBarProps) {
  const [, setParams] = useSearchParams();
  if (!pagination || rowCount === 0) return null;
  return (
    <PaginationBar
      pagination={pagination}
      disabled={disabled}
      onPageChange={(page) =>
        setParams((current) => {
          const next = new URLSearchParams(current);
          next.set('page', String(page));
          return next;
        })
      }
    />
  );
}
