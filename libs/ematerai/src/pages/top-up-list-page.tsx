import { Box, Button, HStack, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { Layers, Plus, Receipt } from 'lucide-react';
import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useAlertStore } from '@esign/api-client';
import { topUpStatuses } from '@esign/contract';
import { DateRangeFields, EmptyState, FormField, PageHeader, PaginationBar } from '@esign/ui-kit';
import { useTopUps } from '../api/get-top-ups';
import { useTotalTopUpBalance } from '../api/get-total-top-up-balance';
import { OfficeFilters } from '../components/office-filters';
import { TopUpsTable } from '../components/top-ups-table';
import { TotalCard } from '../components/total-card';
import {
  officeFilterOf,
  officeSelection,
  topUpQueryFromParams,
  withParam,
  type BalanceParam,
} from '../model/balance-search-params';
import { topUpPaths } from '../model/top-up-paths';
import { topUpStatusDisplay } from '../model/top-up-status-display';

/** Digital Meterai › Top Up Balance (spec §2, §3): the top-ups, filtered, with the stamps credited. */
export function TopUpListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => topUpQueryFromParams(searchParams), [searchParams]);
  const filter = useMemo(() => officeFilterOf(query), [query]);
  const topUps = useTopUps(query);
  const total = useTotalTopUpBalance(filter);
  const loadFailed = useAlertStore((state) => state.alertCode !== null);
  const setParam = (name: BalanceParam, value: string | number | null) =>
    setSearchParams((current) => withParam(current, name, value));
  const rows = topUps.data?.data ?? [];

  return (
    <Box>
      <PageHeader
        title="Top Up Balance"
        actions={
          <HStack gap="2">
            <Button asChild size="sm" variant="outline">
              <RouterLink to={topUpPaths.multiple}>
                <Layers aria-hidden="true" /> Multiple Top Up
              </RouterLink>
            </Button>
            <Button asChild size="sm">
              <RouterLink to={topUpPaths.add}>
                <Plus aria-hidden="true" /> Top Up
              </RouterLink>
            </Button>
          </HStack>
        }
      />
      <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="3" mb="4" alignItems="end">
        {/* The total follows the office filters only: the contract's total takes no status or dates. */}
        <TotalCard label="Total top up balance" stamps={total.data} />
        <FormField label="Status">
          <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
            <NativeSelect.Field
              value={query.status ?? ''}
              onChange={(event) => setParam('status', event.target.value || null)}
            >
              <option value="">All statuses</option>
              {topUpStatuses.map((status) => (
                <option key={status} value={status}>
                  {topUpStatusDisplay[status].label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <DateRangeFields start={query.start_date} end={query.end_date} onChange={setParam} />
        <OfficeFilters value={officeSelection(searchParams)} onChange={setParam} />
      </SimpleGrid>
      <TopUpsTable
        topUps={rows}
        loading={topUps.isPending}
        empty={
          <EmptyState
            icon={Receipt}
            title={loadFailed ? 'The top ups could not be loaded' : 'No top ups'}
            description={loadFailed ? 'Please try again later.' : 'No top up matches the filters.'}
          />
        }
      />
      {topUps.data && rows.length > 0 ? (
        <PaginationBar
          pagination={topUps.data.pagination}
          onPageChange={(page) => setParam('page', page)}
          disabled={topUps.isFetching}
        />
      ) : null}
    </Box>
  );
}
