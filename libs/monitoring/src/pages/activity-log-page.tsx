import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { Activity } from 'lucide-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useAlertStore } from '@esign/api-client';
import { DateRangeFields, EmptyState, PageHeader, UrlPaginationBar } from '@esign/ui-kit';
import { useActivityLogs } from '../api/get-activity-logs';
import { ActivityLogTable } from '../components/activity-log-table';
import { LogSearchField } from '../components/log-search-field';
import { UserFilter } from '../components/user-filter';
import {
  activityLogQueryFromParams,
  withLogParam,
  type ActivityLogParam,
} from '../model/log-search-params';
import { useSendableLogQuery } from '../model/use-sendable-log-query';

/** Monitoring › Activity Log (spec §3, §7): what users did, by user, dates and text, in the URL. */
export function ActivityLogPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => activityLogQueryFromParams(searchParams), [searchParams]);
  const { problem, sentQuery } = useSendableLogQuery(query);
  const logs = useActivityLogs(sentQuery);
  const loadFailed = useAlertStore((state) => state.alertCode !== null);
  const setParam = (name: ActivityLogParam, value: string | number | null) =>
    setSearchParams((current) => withLogParam(current, name, value));
  const rows = logs.data?.data ?? [];

  return (
    <Box>
      <PageHeader title="Activity Log" description="What users did, newest first." />
      <SimpleGrid columns={{ base: 1, md: 2, xl: 5 }} gap="3" mb="4" alignItems="start">
        <UserFilter value={query.user_id} onChange={(id) => setParam('user_id', id)} />
        <DateRangeFields start={query.start_date} end={query.end_date} onChange={setParam} />
        <LogSearchField
          label="Activity"
          placeholder="Part of the activity"
          value={query.search}
          onSubmit={(value) => setParam('search', value || null)}
        />
      </SimpleGrid>
      {problem ? (
        <Text role="alert" color="fg.error" fontSize="sm" mb="3">
          {problem}
        </Text>
      ) : null}
      <ActivityLogTable
        logs={rows}
        loading={logs.isPending}
        empty={
          <EmptyState
            icon={Activity}
            title={loadFailed ? 'The activity log could not be loaded' : 'No activity'}
            description={
              loadFailed ? 'Please try again later.' : 'No activity matches the filters.'
            }
          />
        }
      />
      <UrlPaginationBar
        pagination={logs.data?.pagination}
        rowCount={rows.length}
        disabled={logs.isFetching}
      />
    </Box>
  );
}
