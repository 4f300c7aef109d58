import { Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { documentCategoryLabel, type DocumentSummary } from '@esign/contract';
import { officeLines } from '@esign/offices';
import { DataTable, formatDateTime, type DataTableColumn, StatusBadge } from '@esign/ui-kit';
import { documentStatusDisplay } from '../model/status-display';

export type DocumentsTableProps = {
  documents: DocumentSummary[];
  selected: ReadonlySet<string>;
  onSelectedChange: (next: Set<string>) => void;
  /** The first page is on its way. */
  loading?: boolean;
  /** Shown instead of the table when there are no documents. */
  empty?: ReactNode;
};

const columns: DataTableColumn<DocumentSummary>[] = [
  {
    id: 'reference',
    header: 'Reference',
    cell: (document) => (
      <Link asChild fontWeight="medium" colorPalette="brand" color="colorPalette.fg">
        <RouterLink to={encodeURIComponent(document.reference_number)}>
          {document.reference_number}
        </RouterLink>
      </Link>
    ),
  },
  {
    id: 'name',
    header: 'Name',
    cellProps: { maxWidth: '64' },
    cell: (document) => (
      <Text truncate title={document.name}>
        {document.name}
      </Text>
    ),
  },
  {
    id: 'category',
    header: 'Category',
    cell: (document) => (document.category ? documentCategoryLabel(document.category) : '-'),
  },
  {
    id: 'uploader',
    header: 'Uploader',
    cell: (document) => (
      <>
        <Text>{document.uploader.name}</Text>
        <Text fontSize="xs" color="fg.muted">
          {document.uploader.privy_id.toUpperCase()}
        </Text>
      </>
    ),
  },
  {
    id: 'office',
    header: 'Office',
    cell: (document) => {
      const [area, branch, department] = officeLines(document);
      return (
        <Stack gap="0" fontSize="xs">
          <Text>{area}</Text>
          <Text color="fg.muted">{branch}</Text>
          <Text color="fg.muted">{department}</Text>
        </Stack>
      );
    },
  },
  {
    id: 'created',
    header: 'Created',
    cellProps: { whiteSpace: 'nowrap' },
    cell: (document) => formatDateTime(document.created_at),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (document) => <StatusBadge display={documentStatusDisplay[document.status_document]} />,
  },
];

/** The list table: reference (link to the detail), name, category, uploader, office, created, status. */
export function DocumentsTable({
  documents,
  selected,
  onSelectedChange,
  loading,
  empty,
}: DocumentsTableProps) {
  return (
    <DataTable
      rows={documents}
      loading={loading}
      loadingLabel="Loading documents"
      empty={empty}
      columns={columns}
      rowKey={(document) => document.reference_number}
      interactive
      selection={{
        selected,
        onSelectedChange,
        rowLabel: (document) => `Select ${document.reference_number}`,
      }}
    />
  );
}
