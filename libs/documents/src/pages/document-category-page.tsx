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
  PaginationBar,
  SearchForm,
  type DataTableColumn,
} from '@esign/ui-kit';
import { useDocumentCategories } from '../api/get-document-categories';
import { DocumentCategoryDialog } from '../components/document-category-dialog';

export const CATEGORY_LIST_FAILED_TITLE = 'Failed to get list document category';

function queryOf(params: URLSearchParams): DocumentCategoryListQuery {
  const page = Number(params.get('page'));
  const search = params.get('search')?.trim();
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    per_page: DEFAULT_PER_PAGE,
    ...(search ? { search: search.slice(0, 100) } : {}),
  };
}

/** Setting › Doc Category: search, pagination, add and edit in a dialog. */
export function DocumentCategoryPage() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => queryOf(params), [params]);
  const categories = useDocumentCategories(query);
  const [search, setSearch] = useState(query.search ?? '');
  const [editing, setEditing] = useState<DocumentCategory | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (categories.isError)
      notifyError(CATEGORY_LIST_FAILED_TITLE, getErrorMessage(categories.error));
  }, [categories.isError, categories.error]);

  const submitSearch = (text: string) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (text) next.set('search', text);
      else next.delete('search');
      next.delete('page');
      return next;
    });
  };
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
      <Box mb="4">
        <SearchForm
          label="Search category"
          value={search}
          onValueChange={setSearch}
          onSearch={submitSearch}
        />
      </Box>
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
      {categories.data && rows.length > 0 ? (
        <PaginationBar
          pagination={categories.data.pagination}
          disabled={categories.isFetching}
          onPageChange={(page) =>
            setParams((current) => {
              const next = new URLSearchParams(current);
              next.set('page', String(page));
              return next;
            })
          }
        />
      ) : null}
      <DocumentCategoryDialog open={open} category={editing} onClose={() => setOpen(false)} />
    </Box>
  );
}
