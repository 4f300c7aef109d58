import { Badge, Box, Button, HStack } from '@chakra-ui/react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { getErrorMessage } from '@esign/api-client';
import {
  DEFAULT_PER_PAGE,
  OfficeTypeSchema,
  officeTypes,
  type Office,
  type OfficeDepartmentListQuery,
  type OfficeType,
} from '@esign/contract';
import {
  ConfirmDialog,
  DataTable,
  EmptyState,
  notifyError,
  notifySuccess,
  PageHeader,
  PaginationBar,
  UrlSearchForm,
  type DataTableColumn,
} from '@esign/ui-kit';
import { useDeleteOffice } from '../api/delete-office';
import { useOffices } from '../api/get-offices';
import { OfficeDialog } from '../components/office-dialog';
import { officeLabel } from '../model/office-label';
import { officeTypeLabels } from '../model/office-type-labels';
import { positiveIntParam } from '../model/positive-int-param';

// Spec §8 names no toast for deleting an office; this follows the wording of its other titles.
export const OFFICE_DELETE_FAILED_TITLE = 'Failed delete office data';

function typeOf(params: URLSearchParams): OfficeType {
  const parsed = OfficeTypeSchema.safeParse(params.get('type'));
  return parsed.success ? parsed.data : 'area';
}

function queryOf(params: URLSearchParams): OfficeDepartmentListQuery {
  const search = params.get('search')?.trim();
  return {
    page: positiveIntParam(params.get('page')) ?? 1,
    per_page: DEFAULT_PER_PAGE,
    ...(search ? { search: search.slice(0, 100) } : {}),
  };
}

/** The area, branch and department columns of a level's rows (spec §3 display rules). */
function officeColumns(type: OfficeType): DataTableColumn<Office>[] {
  const area: DataTableColumn<Office> = {
    id: 'area',
    header: 'Area',
    cell: (office) =>
      type === 'area'
        ? officeLabel('area', office.code, office.name)
        : officeLabel('area', office.office_area?.code, office.office_area?.name),
  };
  const branch: DataTableColumn<Office> = {
    id: 'branch',
    header: 'Branch',
    cell: (office) =>
      type === 'branch'
        ? officeLabel('branch', office.code, office.name)
        : officeLabel('branch', office.office_branch?.code, office.office_branch?.name),
  };
  const department: DataTableColumn<Office> = {
    id: 'department',
    header: 'Department',
    cell: (office) => officeLabel('department', office.code, office.name),
  };
  const status: DataTableColumn<Office> = {
    id: 'status',
    header: 'Status',
    cell: (office) => (
      <Badge colorPalette={office.is_active ? 'green' : 'gray'}>
        {office.is_active ? 'Active' : 'Inactive'}
      </Badge>
    ),
  };
  const privyId: DataTableColumn<Office> = {
    id: 'privy_id',
    header: 'Privy ID',
    cell: (office) => office.privy_id ?? '-',
  };
  if (type === 'area') return [area, privyId];
  if (type === 'branch') return [area, branch, privyId];
  return [area, branch, department, privyId, status];
}

/**
 * Setting › Office (spec §2): the three levels behind a switch, each with search, pagination,
 * add and edit in a dialog, and delete after a confirmation. Placeholders (code 'default') show
 * by the rules of spec §3 and have no actions: the server keeps them as they are.
 */
export function OfficePage() {
  const [params, setParams] = useSearchParams();
  const type = typeOf(params);
  const query = useMemo(() => queryOf(params), [params]);
  const offices = useOffices(type, query);
  const remove = useDeleteOffice();
  const [dialog, setDialog] = useState<{ open: boolean; officeId: number | undefined }>({
    open: false,
    officeId: undefined,
  });
  const [deleting, setDeleting] = useState<Office | null>(null);
  const label = officeTypeLabels[type];

  const update = (patch: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(patch)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });
  const switchType = (next: OfficeType) => {
    update({ type: next === 'area' ? null : next, search: null, page: null });
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { type, id: deleting.id },
      {
        onSuccess: () => {
          notifySuccess(`Successfully delete ${label.toLowerCase()}!`);
          setDeleting(null);
        },
        onError: (error) => {
          notifyError(OFFICE_DELETE_FAILED_TITLE, getErrorMessage(error));
          setDeleting(null);
        },
      },
    );
  };

  const rows = offices.data?.data ?? [];
  const columns: DataTableColumn<Office>[] = [
    ...officeColumns(type),
    {
      id: 'action',
      header: 'Action',
      width: '1',
      cell: (office) =>
        office.is_default ? null : (
          <HStack gap="1">
            <Button
              size="xs"
              variant="ghost"
              aria-label={`Edit ${office.code}`}
              onClick={() => setDialog({ open: true, officeId: office.id })}
            >
              <Pencil aria-hidden="true" /> Edit
            </Button>
            <Button
              size="xs"
              variant="ghost"
              aria-label={`Delete ${office.code}`}
              onClick={() => setDeleting(office)}
            >
              <Trash2 aria-hidden="true" /> Delete
            </Button>
          </HStack>
        ),
    },
  ];

  return (
    <Box>
      <PageHeader
        title="Office"
        actions={
          <Button size="sm" onClick={() => setDialog({ open: true, officeId: undefined })}>
            <Plus aria-hidden="true" /> Add {label}
          </Button>
        }
      />
      <HStack role="group" aria-label="Office type" gap="2" mb="4">
        {officeTypes.map((option) => (
          <Button
            key={option}
            size="sm"
            variant={option === type ? 'solid' : 'outline'}
            aria-pressed={option === type}
            onClick={() => switchType(option)}
          >
            {officeTypeLabels[option]}
          </Button>
        ))}
      </HStack>
      <UrlSearchForm
        key={type}
        label={`Search ${label.toLowerCase()}`}
        placeholder="Search code or name"
      />
      <DataTable
        rows={rows}
        rowKey={(office) => office.id}
        columns={columns}
        loading={offices.isPending}
        loadingLabel="Loading offices"
        empty={<EmptyState title={`No ${label.toLowerCase()}`} />}
      />
      {offices.data && rows.length > 0 ? (
        <PaginationBar
          pagination={offices.data.pagination}
          disabled={offices.isFetching}
          onPageChange={(page) => update({ page: String(page) })}
        />
      ) : null}
      <OfficeDialog
        open={dialog.open}
        type={type}
        officeId={dialog.officeId}
        onClose={() => setDialog({ open: false, officeId: undefined })}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${label}`}
        text={deleting ? `Delete ${deleting.code} - ${deleting.name}?` : undefined}
        confirmLabel="Delete"
        destructive
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Box>
  );
}
