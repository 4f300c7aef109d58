import { Badge, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { TopUpSheetRow } from '@esign/contract';
import { officeLabel, type OfficeLevel } from '@esign/offices';
import { DataTable, formatRupiah, type DataTableColumn } from '@esign/ui-kit';
import { columnMessages, rowMessages, type SheetColumn } from '../model/multiple-top-up';

export type SheetPreviewTableProps = { rows: readonly TopUpSheetRow[] };

/** A cell's value, in red with the messages about it under it when the column has errors. */
function Checked({
  row,
  column,
  children,
}: {
  row: TopUpSheetRow;
  column: SheetColumn;
  children: ReactNode;
}) {
  const messages = columnMessages(row.errors, column);
  if (messages.length === 0) return <>{children}</>;
  return (
    <Stack gap="0" color="fg.error" data-invalid="">
      <Text>{children}</Text>
      {messages.map((message) => (
        <Text key={message} fontSize="xs">
          {message}
        </Text>
      ))}
    </Stack>
  );
}

const officeColumn = (
  level: OfficeLevel,
  column: 'office_area' | 'office_branch' | 'office_department',
  header: string,
): DataTableColumn<TopUpSheetRow> => ({
  id: column,
  header,
  cell: (row) => (
    <Checked row={row} column={column}>
      {officeLabel(level, row[column]?.code, row[column]?.name)}
    </Checked>
  ),
});

const columns: DataTableColumn<TopUpSheetRow>[] = [
  { id: 'row', header: 'Row', width: '1', cell: (row) => row.row },
  officeColumn('area', 'office_area', 'Area'),
  officeColumn('branch', 'office_branch', 'Branch'),
  officeColumn('department', 'office_department', 'Department'),
  {
    id: 'po',
    header: 'PO number',
    cell: (row) => (
      <Checked row={row} column="po_number">
        {row.po_number || '-'}
      </Checked>
    ),
  },
  {
    id: 'line',
    header: 'Line item',
    cell: (row) => (
      <Checked row={row} column="line_item_number">
        {row.line_item_number || '-'}
      </Checked>
    ),
  },
  {
    id: 'amount',
    header: 'Amount',
    cellProps: { whiteSpace: 'nowrap' },
    cell: (row) => (
      <Checked row={row} column="amount">
        {formatRupiah(row.amount)}
      </Checked>
    ),
  },
  {
    id: 'check',
    header: 'Check',
    cell: (row) =>
      row.errors.length === 0 ? (
        <Badge colorPalette="green" variant="subtle">
          Ready
        </Badge>
      ) : (
        <Badge colorPalette="red" variant="subtle" title={rowMessages(row.errors).join('\n')}>
          {row.errors.length === 1 ? '1 error' : `${row.errors.length} errors`}, not sent
        </Badge>
      ),
  },
];

/** The rows read from an uploaded sheet, each bad value in red with what is wrong with it. */
export function SheetPreviewTable({ rows }: SheetPreviewTableProps) {
  return <DataTable rows={rows} columns={columns} rowKey={(row) => row.row} />;
}
