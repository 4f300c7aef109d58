import { Box, Button, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { FileSpreadsheet, History } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAlertStore } from '@esign/api-client';
import { ledgerKindLabels, ledgerKinds } from '@esign/contract';
import { DateRangeFields, EmptyState, FormField, PageHeader, PaginationBar } from '@esign/ui-kit';
import { downloadBalanceHistory } from '../api/download-balance-history';
import { useBalanceLogs } from '../api/get-balance-logs';
import { BalanceLogTable } from '../components/balance-log-table';
import { OfficeFilters } from '../components/office-filters';
import {
  balanceLogQueryFromParams,
  officeSelection,
  withParam,
  type BalanceParam,
} from '../model/balance-search-params';

/** Digital Meterai › Balance History (spec §2, §3 "Balance log"): every movement, filtered. */
export function HistoryBalancePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => balanceLogQueryFromParams(searchParams), [searchParams]);
  const logs = useBalanceLogs(query);
  const loadFailed = useAlertStore((state) => state.alertCode !== null);
  const setParam = (name: BalanceParam, value: string | number | null) =>
    setSearchParams((current) => withParam(current, name, value));
  const rows = logs.data?.data ?? [];
  const [exporting, setExporting] = useState(false);
  const exportList = async () => {
    setExporting(true);
    // The export takes the list's filters without its pages.
    const { page: _page, per_page: _perPage, ...filter } = query;
    await downloadBalanceHistory(filter);
    setExporting(false);
  };

  return (
    <Box>
      <PageHeader
        title="Balance History"
        actions={
          <Button
            variant="outline"
            size="sm"
            onClick={() => void exportList()}
            loading={exporting}
            loadingText="Export"
          >
            <FileSpreadsheet aria-hidden="true" /> Export
          </Button>
        }
      />
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="3" mb="4" alignItems="end">
        <DateRangeFields start={query.start_date} end={query.end_date} onChange={setParam} />
        <FormField label="Kind">
          <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
            <NativeSelect.Field
              value={query.kind ?? ''}
              onChange={(event) => setParam('kind', event.target.value || null)}
            >
              <option value="">All kinds</option>
              {ledgerKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {ledgerKindLabels[kind]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <OfficeFilters value={officeSelection(searchParams)} onChange={setParam} />
      </SimpleGrid>
      <BalanceLogTable
        logs={rows}
        loading={logs.isPending}
        empty={
          <EmptyState
            icon={History}
            title={loadFailed ? 'The balance history could not be loaded' : 'No movements'}
            description={
              loadFailed ? 'Please try again later.' : 'No movement matches the filters.'
            }
          />
        }
      />
      {logs.data && rows.length > 0 ? (
        <PaginationBar
          pagination={logs.data.pagination}
          onPageChange={(page) => setParam('page', page)}
          disabled={logs.isFetching}
        />
      ) : null}
    </Box>
  );
}
