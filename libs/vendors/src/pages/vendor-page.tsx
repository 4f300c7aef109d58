import { Box, Button, HStack, NativeSelect } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { vendorStatuses, vendorStatusLabels, type Vendor } from '@esign/contract';
import { EmptyState, PageHeader, UrlPaginationBar, UrlSearchForm } from '@esign/ui-kit';
import { useVendors } from '../api/get-vendors';
import { AddVendorDialog } from '../components/add-vendor-dialog';
import { NpwpImageDialog } from '../components/npwp-image-dialog';
import { VendorsTable } from '../components/vendors-table';
import { vendorListQueryOf } from '../model/vendor-list-query';

/** Setting › Account (spec §2): vendor accounts with search, status filter, pages and the add form. */
export function VendorPage() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => vendorListQueryOf(params), [params]);
  const vendors = useVendors(query);
  const [adding, setAdding] = useState(false);
  const [showing, setShowing] = useState<Vendor | null>(null);

  const setStatus = (status: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (status) next.set('status', status);
      else next.delete('status');
      next.delete('page');
      return next;
    });
  const rows = vendors.data?.data ?? [];

  return (
    <Box>
      <PageHeader
        title="Account"
        actions={
          <Button size="sm" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" /> Add Account
          </Button>
        }
      />
      <HStack gap="3" flexWrap="wrap" align="start">
        <UrlSearchForm label="Search PrivyID, vendor name or NPWP" />
        <NativeSelect.Root recipe={nativeSelectSlotRecipe} width="56">
          <NativeSelect.Field
            aria-label="Status"
            value={query.status ?? ''}
            onChange={(event) => setStatus(event.target.value)}
          >
            <option value="">All statuses</option>
            {vendorStatuses.map((status) => (
              <option key={status} value={status}>
                {vendorStatusLabels[status]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <VendorsTable
        rows={rows}
        loading={vendors.isPending}
        empty={<EmptyState title="No accounts" />}
        onShowImage={setShowing}
      />
      <UrlPaginationBar
        pagination={vendors.data?.pagination}
        rowCount={rows.length}
        disabled={vendors.isFetching}
      />
      <AddVendorDialog open={adding} onClose={() => setAdding(false)} />
      <NpwpImageDialog vendor={showing} onClose={() => setShowing(null)} />
    </Box>
  );
}
