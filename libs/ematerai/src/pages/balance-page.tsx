import { Box, SimpleGrid } from '@chakra-ui/react';
import { Wallet } from 'lucide-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useAlertStore } from '@esign/api-client';
import { EmptyState, PageHeader, PaginationBar } from '@esign/ui-kit';
import { useCostCenters } from '../api/get-cost-centers';
import { useTotalBalance } from '../api/get-total-balance';
import { CostCenterTable } from '../components/cost-center-table';
import { OfficeFilters } from '../components/office-filters';
import { TotalCard } from '../components/total-card';
import { TransferSection } from '../components/transfer-section';
import {
  costCenterQueryFromParams,
  officeSelection,
  withParam,
} from '../model/balance-search-params';

/** Digital Meterai › Balance & Transfer (spec §2, §3): the total, each cost center and the transfers. */
export function BalancePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => costCenterQueryFromParams(searchParams), [searchParams]);
  const { page: _page, per_page: _perPage, ...filter } = query;
  const costCenters = useCostCenters(query);
  const total = useTotalBalance(filter);
  const loadFailed = useAlertStore((state) => state.alertCode !== null);
  const transferPage = Number(searchParams.get('transfer_page')) || 1;
  const rows = costCenters.data?.data ?? [];

  return (
    <Box>
      <PageHeader title="Balance & Transfer" />
      <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="3" mb="4" alignItems="end">
        <TotalCard label="Total balance" stamps={total.data} />
        <OfficeFilters
          value={officeSelection(searchParams)}
          onChange={(param, id) => setSearchParams((current) => withParam(current, param, id))}
        />
      </SimpleGrid>
      <Box as="section" aria-label="Cost center balances">
        <CostCenterTable
          costCenters={rows}
          loading={costCenters.isPending}
          empty={
            <EmptyState
              icon={Wallet}
              title={loadFailed ? 'The balances could not be loaded' : 'No cost centers'}
              description={
                loadFailed ? 'Please try again later.' : 'No cost center matches the filters.'
              }
            />
          }
        />
        {costCenters.data && rows.length > 0 ? (
          <PaginationBar
            pagination={costCenters.data.pagination}
            onPageChange={(page) => setSearchParams((current) => withParam(current, 'page', page))}
            disabled={costCenters.isFetching}
          />
        ) : null}
      </Box>
      <TransferSection
        page={transferPage}
        onPageChange={(page) =>
          setSearchParams((current) => {
            const next = new URLSearchParams(current);
            next.set('transfer_page', String(page));
            return next;
          })
        }
      />
    </Box>
  );
}
