import { Button, Text } from '@chakra-ui/react';
import { Image } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatNpwp, type Vendor } from '@esign/contract';
import { DataTable, formatDateTime, StatusBadge, type DataTableColumn } from '@esign/ui-kit';
import { vendorStatusDisplay } from '../model/vendor-status-display';

export type VendorsTableProps = {
  rows: readonly Vendor[];
  loading: boolean;
  empty: ReactNode;
  onShowImage: (vendor: Vendor) => void;
};

/** Vendor accounts: PrivyID, name, industry, position, NPWP with its image, status, added. */
export function VendorsTable({ rows, loading, empty, onShowImage }: VendorsTableProps) {
  const columns: DataTableColumn<Vendor>[] = [
    {
      id: 'privy_id',
      header: 'PrivyID',
      cell: (vendor) => <Text fontFamily="mono">{vendor.privy_id}</Text>,
    },
    { id: 'vendor_name', header: 'Vendor Name', cell: (vendor) => vendor.vendor_name },
    { id: 'industry', header: 'Industry', cell: (vendor) => vendor.industry.name },
    { id: 'position', header: 'Position', cell: (vendor) => vendor.position.name },
    {
      id: 'npwp',
      header: 'NPWP',
      cell: (vendor) => (
        <Button
          size="xs"
          variant="ghost"
          aria-label={`NPWP image of ${vendor.vendor_name}`}
          onClick={() => onShowImage(vendor)}
        >
          <Image aria-hidden="true" /> {formatNpwp(vendor.npwp)}
        </Button>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (vendor) => <StatusBadge display={vendorStatusDisplay[vendor.status]} />,
    },
    { id: 'created_at', header: 'Added', cell: (vendor) => formatDateTime(vendor.created_at) },
  ];
  return (
    <DataTable
      rows={rows}
      rowKey={(vendor) => vendor.id}
      columns={columns}
      loading={loading}
      loadingLabel="Loading accounts"
      empty={empty}
    />
  );
}
