import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { FileArchive, FileSpreadsheet, FileX, PenLine } from 'lucide-react';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { getErrorMessage, useAlertStore } from '@esign/api-client';
import type { DocumentFilter, DocumentListStatus } from '@esign/contract';
import { useHasPermission } from '@esign/session';
import { LazyBulkSignDialog, UnseenBulksNotice } from '@esign/signing';
import { EmptyState, notifyError, PageHeader, PaginationBar } from '@esign/ui-kit';
import { useCreateDocumentZip } from '../api/create-document-zip';
import { documentKeys } from '../api/document-keys';
import { downloadDocumentList } from '../api/download-document-list';
import { useDocumentCategoryOptions } from '@esign/offices';
import { markDocumentListShown } from '../api/early-document-requests';
import { forgetDocumentListAhead, useDocuments } from '../api/get-documents';
import { DocumentFilters } from '../components/document-filters';
import { DocumentsTable } from '../components/documents-table';
import { browserNavigation } from '../model/browser-navigation';
import { documentListConfig } from '../model/list-config';
import { queryFromSearchParams, withFilter } from '../model/list-search-params';

export type DocumentListPageProps = { status: DocumentListStatus };

export const CATEGORY_LIST_FAILED_TITLE = 'Failed to get list document category';

/** One of the five lists of spec §2: filters in the URL, server pagination, selection and bulk actions. */
export function DocumentListPage({ status }: DocumentListPageProps) {
  const config = documentListConfig[status];
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => queryFromSearchParams(status, searchParams), [status, searchParams]);
  const documents = useDocuments(query);
  const categories = useDocumentCategoryOptions();
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [bulkOpen, setBulkOpen] = useState(false);
  const [downloadingList, setDownloadingList] = useState(false);
  const zip = useCreateDocumentZip();
  const queryClient = useQueryClient();
  const canSign = useHasPermission('documents.sign');
  // The list loader resolves to no rows on error (spec §8) and sets the alert code.
  const loadFailed = useAlertStore((state) => state.alertCode !== null);
  // From now on lists are this page's to fetch (none is requested ahead by the route's loader).
  useEffect(() => markDocumentListShown(), []);
  useEffect(() => forgetDocumentListAhead(query), [query]);
  useEffect(() => {
    if (categories.isError)
      notifyError(CATEGORY_LIST_FAILED_TITLE, getErrorMessage(categories.error));
  }, [categories.isError, categories.error]);

  const setParam = (name: Parameters<typeof withFilter>[1], value: string | number | null) =>
    setSearchParams((current) => withFilter(current, name, value));

  const filter: DocumentFilter = (({ page: _page, per_page: _perPage, ...rest }) => rest)(query);
  const selection = [...selected];

  const downloadZip = () =>
    zip.mutate(selection, {
      onSuccess: (url) => browserNavigation.assign(url),
      onError: (error) => notifyError('Failed download document!', getErrorMessage(error)),
    });
  const downloadList = async () => {
    setDownloadingList(true);
    await downloadDocumentList(filter);
    setDownloadingList(false);
  };

  const rows = documents.data?.data ?? [];
  return (
    <Box>
      <PageHeader
        title={config.title}
        actions={
          <Button
            variant="outline"
            size="sm"
            onClick={() => void downloadList()}
            loading={downloadingList}
            loadingText="Download list"
          >
            <FileSpreadsheet aria-hidden="true" /> Download list
          </Button>
        }
      />
      <DocumentFilters
        query={query}
        categories={categories.data ?? []}
        showDates={status !== 'need_to_sign'}
        onChange={(name, value) => setParam(name, value)}
      />
      {status === 'need_to_sign' && canSign ? (
        <UnseenBulksNotice
          onBulkDone={() => {
            // The bulk's documents left this list: a selection of them is gone too.
            setSelected(new Set());
            void queryClient.invalidateQueries({ queryKey: documentKeys.all });
          }}
        />
      ) : null}
      {selected.size > 0 ? (
        <HStack
          role="toolbar"
          aria-label="Selected documents"
          mb="3"
          gap="2"
          flexWrap="wrap"
          p="2"
          bg="bg.muted"
          rounded="md"
        >
          <Text fontSize="sm" fontWeight="medium" px="2">
            {selected.size} selected
          </Text>
          <Button
            size="sm"
            variant="outline"
            onClick={downloadZip}
            loading={zip.isPending}
            loadingText="Download ZIP"
          >
            <FileArchive aria-hidden="true" /> Download ZIP
          </Button>
          {status === 'need_to_sign' && canSign ? (
            <Button size="sm" onClick={() => setBulkOpen(true)}>
              <PenLine aria-hidden="true" /> Sign selected
            </Button>
          ) : null}
          <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
            Clear selection
          </Button>
        </HStack>
      ) : null}
      <DocumentsTable
        documents={rows}
        loading={documents.isPending}
        empty={
          <EmptyState
            icon={FileX}
            title={loadFailed ? 'The documents could not be loaded' : 'No documents'}
            description={loadFailed ? 'Please try again later.' : config.emptyText}
          />
        }
        selected={selected}
        onSelectedChange={setSelected}
      />
      {documents.data && rows.length > 0 ? (
        <PaginationBar
          pagination={documents.data.pagination}
          onPageChange={(page) => setParam('page', page)}
          disabled={documents.isFetching}
        />
      ) : null}
      {status === 'need_to_sign' ? (
        <Suspense fallback={null}>
          <LazyBulkSignDialog
            referenceNumbers={selection}
            open={bulkOpen}
            onClose={() => setBulkOpen(false)}
            onSigned={() => {
              setSelected(new Set());
              void queryClient.invalidateQueries({ queryKey: documentKeys.all });
            }}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
