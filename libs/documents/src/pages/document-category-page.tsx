import { Box, Button } from '@chakra-ui/react';
import { Pencil, Plus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { getErrorMessage } from '@esign/api-client';
import {
  DEFAULT_PER_PAGE,
  documentCategoryLabel,
  type DocumentCategory,
  type DocumentCategoryListQuery,
} from '@esign/contract';
import {
  DataTable,
  EmptyState,
  notifyError,
  PageHeader,
  UrlPaginationBar,
  urlListQueryOf,
  UrlSearchForm,
  type DataTableColumn,
} from '@esign/ui-kit';
import { useDocumentCategories } from '../api/get-document-categories';
import { DocumentCategoryDialog } from '../components/document-category-dialog';

export const CATEGORY_LIST_FAILED_TITLE = 'Failed to get list document category';

/** Setting › Doc Category: search, pagination, add and edit in a dialog. */
export function DocumentCategoryPage() {
  const [params] = useSearchParams();
  const query: DocumentCategoryListQuery = useMemo(
    () => urlListQueryOf(params, DEFAULT_PER_PAGE),
    [params],
  );
  const categories = useDocumentCategories(query);
  const [editing, setEditing] = useState<DocumentCategory | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (categories.isError)
      notifyError(CATEGORY_LIST_FAILED_TITLE, getErrorMessage(categories.error));
  }, [categories.isError, categories.error]);

  const openDialog = (category: DocumentCategory | null) => {
    setEditing(category);
    setOpen(true);
  };
  const rows = categories.data?.data ?? [];
  const columns: DataTableColumn<DocumentCategory>[] = [
    { id: 'category', header: 'Category', cell: (category) => documentCategoryLabel(category) },
    {
      id: 'action',
      header: 'Action',
      width: '1',
      cell: (category) => (
        <Button
          size="xs"
          variant="ghost"
          aria-label={`Edit ${category.category_name}`}
          onClick={() => openDialog(category)}
        >
          <Pencil aria-hidden="true" /> Edit
        </Button>
      ),
    },
  ];

  return (
    <Box>
      <PageHeader
        title="Document Category"
        actions={
          <Button size="sm" onClick={() => openDialog(null)}>
            <Plus aria-hidden="true" /> Add Category
          </Button>
        }
      />
      <UrlSearchForm label="Search category" />
      <DataTable
        rows={rows}
        rowKey={(category) => category.id}
        columns={columns}
        loading={categories.isPending}
        loadingLabel="Loading categories"
        empty={
          <EmptyState
            title="No categories"
            description={categories.isError ? getErrorMessage(categories.error) : undefined}
          />
        }
      />
      <UrlPaginationBar
        pagination={categories.data?.pagination}
        rowCount={rows.length}
        disabled={categories.isFetching}
      />
      <DocumentCategoryDialog open={open} category={editing} onClose={() => setOpen(false)} />
    </Box>
  );
}
