import { Box, Table, type SystemStyleObject, type TableCellProps } from '@chakra-ui/react';
import { tableSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';
import { LoadingState } from '../feedback/loading-state';

export type DataTableColumn<Row> = {
  /** Unique among the table's columns. */
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Column width (a size token or CSS length), e.g. '1' for a column as narrow as its content. */
  width?: string;
  /** Props of every body cell of the column (maxWidth, whiteSpace…). */
  cellProps?: TableCellProps;
};

export type DataTableSelection<Row, Key> = {
  selected: ReadonlySet<Key>;
  /** Receives a new set; selected keys of other pages are kept. */
  onSelectedChange: (next: Set<Key>) => void;
  /** The accessible name of a row's checkbox, e.g. `Select DOC-0001`. */
  rowLabel: (row: Row) => string;
  selectAllLabel?: string;
};

export type DataTableProps<Row, Key extends string | number = string> = {
  rows: readonly Row[];
  columns: readonly DataTableColumn<Row>[];
  rowKey: (row: Row) => Key;
  /** Adds a checkbox column (and a select-all in its header) when set. */
  selection?: DataTableSelection<Row, Key>;
  /** The first page is on its way: a spinner stands in for the table. */
  loading?: boolean;
  loadingLabel?: string;
  /** Shown instead of the table when there are no rows (an `EmptyState`, usually). */
  empty?: ReactNode;
  /** Highlights the row under the pointer. */
  interactive?: boolean;
};

/** The check and the dash Chakra's checkbox draws (its `Checkmark`), as masks for `::before`. */
const markMask = (shape: string) =>
  `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='black' stroke-width='3' stroke-linecap='round' stroke-linejoin='round'%3E${shape}%3C/svg%3E")`;
const CHECK_MASK = markMask("%3Cpolyline points='20 6 9 17 4 12'/%3E");
const DASH_MASK = markMask("%3Cpath d='M5 12h14'/%3E");

/**
 * The selection checkboxes are plain `<input type="checkbox">` drawn like Chakra's small solid
 * checkbox (its checkmark recipe: box, border, palette colours, focus ring, check and dash marks).
 * The rule sits once on the table, so a row's checkbox costs no style work and no state machine
 * (Chakra's checkbox is three styled elements and a zag machine per row).
 */
const SELECT_CHECKBOX: SystemStyleObject = {
  '& input[data-row-select]': {
    appearance: 'none',
    position: 'relative',
    display: 'inline-block',
    verticalAlign: 'top',
    flexShrink: '0',
    boxSize: '4',
    margin: '0',
    borderWidth: '1px',
    borderColor: 'border.emphasized',
    borderRadius: 'l1',
    bg: 'transparent',
    cursor: 'checkbox',
    focusVisibleRing: 'outside',
    _before: {
      content: '""',
      position: 'absolute',
      inset: '0',
      bg: 'colorPalette.contrast',
      maskRepeat: 'no-repeat',
      maskPosition: 'center',
      maskSize: '100% 100%',
      display: 'none',
    },
    '&:is(:checked, :indeterminate)': {
      bg: 'colorPalette.solid',
      borderColor: 'colorPalette.solid',
      _before: { display: 'block' },
    },
    '&:checked::before': { maskImage: CHECK_MASK },
    '&:indeterminate::before': { maskImage: DASH_MASK },
  },
};

/**
 * A table of rows with typed columns and optional row selection. The checkboxes are native inputs:
 * Tab reaches them and Space toggles them.
 */
export function DataTable<Row, Key extends string | number = string>({
  rows,
  columns,
  rowKey,
  selection,
  loading = false,
  loadingLabel = 'Loading…',
  empty = null,
  interactive = false,
}: DataTableProps<Row, Key>) {
  if (loading) return <LoadingState label={loadingLabel} />;
  if (rows.length === 0) return <>{empty}</>;

  const keys = rows.map(rowKey);
  const selectedOnPage = selection ? keys.filter((key) => selection.selected.has(key)).length : 0;
  const setSelected = (changed: readonly Key[], checked: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const key of changed) {
      if (checked) next.add(key);
      else next.delete(key);
    }
    selection.onSelectedChange(next);
  };

  return (
    <Box overflowX="auto" borderWidth="1px" rounded="md">
      {/* The table recipe is not in the app system: it loads with the first page that lists. */}
      <Table.Root
        recipe={tableSlotRecipe}
        size="sm"
        interactive={interactive}
        css={selection ? SELECT_CHECKBOX : undefined}
      >
        <Table.Header>
          <Table.Row>
            {selection ? (
              <Table.ColumnHeader width="1">
                <input
                  type="checkbox"
                  data-row-select=""
                  aria-label={selection.selectAllLabel ?? 'Select all on this page'}
                  checked={selectedOnPage === keys.length}
                  // Partly checked is a DOM property only; clicking it checks every row.
                  ref={(input) => {
                    if (input)
                      input.indeterminate = selectedOnPage > 0 && selectedOnPage < keys.length;
                  }}
                  onChange={(event) => setSelected(keys, event.currentTarget.checked)}
                />
              </Table.ColumnHeader>
            ) : null}
            {columns.map((column) => (
              <Table.ColumnHeader key={column.id} width={column.width}>
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, index) => {
            const key = keys[index] as Key;
            const checked = selection?.selected.has(key) ?? false;
            return (
              <Table.Row key={key} data-selected={checked || undefined}>
                {selection ? (
                  <Table.Cell>
                    <input
                      type="checkbox"
                      data-row-select=""
                      aria-label={selection.rowLabel(row)}
                      checked={checked}
                      onChange={(event) => setSelected([key], event.currentTarget.checked)}
                    />
                  </Table.Cell>
                ) : null}
                {columns.map((column) => (
                  <Table.Cell key={column.id} {...column.cellProps}>
                    {column.cell(row)}
                  </Table.Cell>
                ))}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
