import type { ReactNode } from 'react';
import type { CostCenter } from '@esign/contract';
import { officeLabel } from '@esign/offices';
import { DataTable, type DataTableColumn } from '@esign/ui-kit';
import { formatStamps } from '../model/format-stamps';

export type CostCenterTableProps = {
  costCenters: CostCenter[];
  loading?: boolean;
  empty?: ReactNode;
};

const columns: DataTableColumn<CostCenter>[] = [
  {
    id: 'area',
    header: 'Area',
    cell: ({ office_area: area }) => officeLabel('area', area.code, area.name),
  },
  {
    id: 'branch',
    header: 'Branch',
    cell: ({ office_branch: branch }) => officeLabel('branch', branch.code, branch.name),
  },
  {
    id: 'department',
    header: 'Department',
    cell: ({ office_department: department }) =>
      officeLabel('department', department.code, department.name),
  },
  {
    id: 'balance',
    header: 'Balance',
    cellProps: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
    cell: (costCenter) => formatStamps(costCenter.balance),
  },
];

/** Cost centers and their stamp balances. */
export function CostCenterTable({ costCenters, loading, empty }: CostCenterTableProps) {
  return (
    <DataTable
      rows={costCenters}
      columns={columns}
      rowKey={(costCenter) => costCenter.id}
      loading={loading}
      loadingLabel="Loading cost centers"
      empty={empty}
    />
  );
}
