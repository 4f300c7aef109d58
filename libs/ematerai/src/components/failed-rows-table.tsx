import { Stack, Text } from '@chakra-ui/react';
import { DataTable, formatRupiah, type DataTableColumn } from '@esign/ui-kit';
import { rowMessages, type FailedRow } from '../model/multiple-top-up';

export type FailedRowsTableProps = { rows: readonly FailedRow[] };

const columns: DataTableColumn<FailedRow>[] = [
  { id: 'row', header: 'Row', width: '1', cell: (failed) => failed.sheetRow },
  { id: 'po', header: 'PO number', cell: (failed) => failed.row.po_number },
  { id: 'department', header: 'Department id', cell: (failed) => failed.row.office_department_id },
  {
    id: 'amount',
    header: 'Amount',
    cellProps: { whiteSpace: 'nowrap' },
    cell: (failed) => formatRupiah(failed.row.amount),
  },
  {
    id: 'why',
    header: 'Why',
    cell: (failed) => (
      <Stack gap="0" color="fg.error">
        {(failed.errors.length > 0 ? rowMessages(failed.errors) : ['Not created']).map(
          (message) => (
            <Text key={message}>{message}</Text>
          ),
        )}
      </Stack>
    ),
  },
];

/** The rows of a multiple top-up the server did not create, and why. */
export function FailedRowsTable({ rows }: FailedRowsTableProps) {
  return <DataTable rows={rows} columns={columns} rowKey={(failed) => failed.sheetRow} />;
}
