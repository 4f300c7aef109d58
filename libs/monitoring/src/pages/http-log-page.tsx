import { Box, Input, NativeSelect, SimpleGrid, Text } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { ScrollText } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAlertStore } from '@esign/api-client';
import { httpMethods } from '@esign/contract';
import {
  DateRangeFields,
  EmptyState,
  FormField,
  PageHeader,
  RightDrawer,
  UrlPaginationBar,
  sanitizeNumeric,
} from '@esign/ui-kit';
import { useHttpLogs } from '../api/get-http-logs';
import { HttpLogDetail } from '../components/http-log-detail';
import { HttpLogTable } from '../components/http-log-table';
import { LogSearchField } from '../components/log-search-field';
import {
  httpLogQueryFromParams,
  withLogParam,
  type HttpLogParam,
} from '../model/log-search-params';
import { useSendableLogQuery } from '../model/use-sendable-log-query';

/** Monitoring › HTTP Log (spec §3, §7): every request to the API, filtered in the URL. */
export function HttpLogPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => httpLogQueryFromParams(searchParams), [searchParams]);
  const { problem, sentQuery } = useSendableLogQuery(query);
  const logs = useHttpLogs(sentQuery);
  const loadFailed = useAlertStore((state) => state.alertCode !== null);
  const [openId, setOpenId] = useState<string | null>(null);
  const setParam = (name: HttpLogParam, value: string | number | null) =>
    setSearchParams((current) => withLogParam(current, name, value));
  const rows = logs.data?.data ?? [];
  const [status, setStatus] = useState(query.http_status ? String(query.http_status) : '');

  return (
    <Box>
      <PageHeader title="HTTP Log" description="Requests to the API, newest first." />
      <SimpleGrid columns={{ base: 1, md: 2, xl: 5 }} gap="3" mb="4" alignItems="start">
        <DateRangeFields start={query.start_date} end={query.end_date} onChange={setParam} />
        <FormField label="Method">
          <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
            <NativeSelect.Field
              value={query.method ?? ''}
              onChange={(event) => setParam('method', event.target.value || null)}
            >
              <option value="">All methods</option>
              {httpMethods.map((method) => (
                <option key={method} value={method}>
                  {method}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField
          label="Status"
          errorText={
            status && !/^[1-5]\d{2}$/.test(status) ? 'A status is 3 digits, 100 to 599.' : undefined
          }
        >
          <Input
            inputMode="numeric"
            placeholder="e.g. 404"
            maxLength={3}
            value={status}
            onChange={(event) => {
              const digits = sanitizeNumeric(event.target.value).slice(0, 3);
              setStatus(digits);
              if (digits === '') setParam('http_status', null);
              else if (/^[1-5]\d{2}$/.test(digits)) setParam('http_status', digits);
            }}
          />
        </FormField>
        <LogSearchField
          label="Path"
          placeholder="Part of the path"
          value={query.search}
          onSubmit={(value) => setParam('search', value || null)}
        />
      </SimpleGrid>
      {problem ? (
        <Text role="alert" color="fg.error" fontSize="sm" mb="3">
          {problem}
        </Text>
      ) : null}
      <HttpLogTable
        logs={rows}
        loading={logs.isPending}
        onOpen={setOpenId}
        empty={
          <EmptyState
            icon={ScrollText}
            title={loadFailed ? 'The HTTP log could not be loaded' : 'No requests'}
            description={loadFailed ? 'Please try again later.' : 'No request matches the filters.'}
          />
        }
      />
      <UrlPaginationBar
        pagination={logs.data?.pagination}
        rowCount={rows.length}
        disabled={logs.isFetching}
      />
      <RightDrawer
        open={openId !== null}
        title="HTTP Log Detail"
        onClose={() => setOpenId(null)}
        content={openId ? <HttpLogDetail transactionId={openId} /> : null}
      />
    </Box>
  );
}
