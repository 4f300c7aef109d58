import { Box, Checkbox, Table, type TableCellProps } from '@chakra-ui/react';
import { checkboxSlotRecipe, tableSlotRecipe } from '@chakra-ui/react/theme';
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

/**
 * A table of rows with typed columns and optional row selection. The checkboxes are native inputs
 * under Chakra's control: Tab reaches them and Space toggles them.
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
      <Table.Root recipe={tableSlotRecipe} size="sm" interactive={interactive}>
        <Table.Header>
          <Table.Row>
            {selection ? (
              <Table.ColumnHeader width="1">
                <Checkbox.Root
                  recipe={checkboxSlotRecipe}
                  size="sm"
                  checked={
                    selectedOnPage === keys.length
                      ? true
                      : selectedOnPage > 0
                        ? 'indeterminate'
                        : false
                  }
                  onCheckedChange={(details) => setSelected(keys, details.checked === true)}
                >
                  <Checkbox.HiddenInput
                    aria-label={selection.selectAllLabel ?? 'Select all on this page'}
                  />
                  <Checkbox.Control />
                </Checkbox.Root>
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
                    <Checkbox.Root
                      recipe={checkboxSlotRecipe}
                      size="sm"
                      checked={checked}
                      onCheckedChange={(details) => setSelected([key], details.checked === true)}
                    >
                      <Checkbox.HiddenInput aria-label={selection.rowLabel(row)} />
                      <Checkbox.Control />
                    </Checkbox.Root>
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
