import { Box, Checkbox, Link, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { documentCategoryLabel, type DocumentSummary } from '@esign/contract';
import { formatDateTime } from '@esign/ui-kit';
import { documentOfficeLines } from '../model/office-label';
import { documentStatusDisplay } from '../model/status-display';
import { StatusBadge } from './status-badge';

export type DocumentsTableProps = {
  documents: DocumentSummary[];
  selected: ReadonlySet<string>;
  onSelectedChange: (next: Set<string>) => void;
};

/** The list table: reference (link to the detail), name, category, uploader, office, created, status. */
export function DocumentsTable({ documents, selected, onSelectedChange }: DocumentsTableProps) {
  const refs = documents.map((document) => document.reference_number);
  const selectedOnPage = refs.filter((ref) => selected.has(ref)).length;
  const allChecked = refs.length > 0 && selectedOnPage === refs.length;
  const toggleAll = (checked: boolean) => {
    const next = new Set(selected);
    for (const ref of refs) {
      if (checked) next.add(ref);
      else next.delete(ref);
    }
    onSelectedChange(next);
  };
  const toggle = (ref: string, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(ref);
    else next.delete(ref);
    onSelectedChange(next);
  };
  return (
    <Box overflowX="auto" borderWidth="1px" rounded="md">
      <Table.Root size="sm" interactive>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader width="1">
              <Checkbox.Root
                size="sm"
                checked={allChecked ? true : selectedOnPage > 0 ? 'indeterminate' : false}
                onCheckedChange={(details) => toggleAll(details.checked === true)}
                disabled={refs.length === 0}
              >
                <Checkbox.HiddenInput aria-label="Select all on this page" />
                <Checkbox.Control />
              </Checkbox.Root>
            </Table.ColumnHeader>
            <Table.ColumnHeader>Reference</Table.ColumnHeader>
            <Table.ColumnHeader>Name</Table.ColumnHeader>
            <Table.ColumnHeader>Category</Table.ColumnHeader>
            <Table.ColumnHeader>Uploader</Table.ColumnHeader>
            <Table.ColumnHeader>Office</Table.ColumnHeader>
            <Table.ColumnHeader>Created</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {documents.map((document) => {
            const ref = document.reference_number;
            const [area, branch, department] = documentOfficeLines(document);
            return (
              <Table.Row key={ref} data-selected={selected.has(ref) || undefined}>
                <Table.Cell>
                  <Checkbox.Root
                    size="sm"
                    checked={selected.has(ref)}
                    onCheckedChange={(details) => toggle(ref, details.checked === true)}
                  >
                    <Checkbox.HiddenInput aria-label={`Select ${ref}`} />
                    <Checkbox.Control />
                  </Checkbox.Root>
                </Table.Cell>
                <Table.Cell>
                  <Link asChild fontWeight="medium" colorPalette="brand" color="colorPalette.fg">
                    <RouterLink to={encodeURIComponent(ref)}>{ref}</RouterLink>
                  </Link>
                </Table.Cell>
                <Table.Cell maxWidth="64" title={document.name}>
                  <Text truncate>{document.name}</Text>
                </Table.Cell>
                <Table.Cell>
                  {document.category ? documentCategoryLabel(document.category) : '-'}
                </Table.Cell>
                <Table.Cell>
                  <Text>{document.uploader.name}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {document.uploader.privy_id.toUpperCase()}
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  <Stack gap="0" fontSize="xs">
                    <Text>{area}</Text>
                    <Text color="fg.muted">{branch}</Text>
                    <Text color="fg.muted">{department}</Text>
                  </Stack>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatDateTime(document.created_at)}</Table.Cell>
                <Table.Cell>
                  <StatusBadge display={documentStatusDisplay[document.status_document]} />
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
