import { Box, Button, Heading, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { FileSpreadsheet } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isEmptyDetail } from '@esign/api-client';
import { analyticsIntervals, type DocumentAnalyticsQuery } from '@esign/contract';
import { OfficePickers, type OfficeLevel, type OfficeSelection } from '@esign/offices';
import { DateRangeFields, FormField, LoadingState } from '@esign/ui-kit';
import { downloadAppActivity } from '../api/download-app-activity';
import { useAccountUsage } from '../api/get-account-usage';
import { useDocumentActivity } from '../api/get-document-activity';
import { useDocumentAnalytics } from '../api/get-document-analytics';
import { useEmateraiUsage } from '../api/get-ematerai-usage';
import {
  analyticsFilterOf,
  analyticsQueryFromParams,
  analyticsRangeProblem,
  defaultAnalyticsRange,
  withAnalyticsParam,
  type AnalyticsParam,
} from '../model/analytics-search-params';
import { documentListSeries } from '../model/document-list-labels';
import { StatCard } from './stat-card';

// recharts (and Chakra's chart parts) travel in their own chunk, fetched when a chart is shown.
const AnalyticsCharts = /* @__PURE__ */ lazy(() =>
  import('./analytics-charts').then((module) => ({ default: module.AnalyticsCharts })),
);

const intervalLabels = { day: 'Day', week: 'Week', month: 'Month' } as const;

const officeParams = {
  area: ['office_area_id', 'areaId'],
  branch: ['office_branch_id', 'branchId'],
  department: ['office_department_id', 'departmentId'],
} as const satisfies Record<OfficeLevel, readonly [AnalyticsParam, keyof OfficeSelection]>;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box as="section" aria-label={title}>
      <Heading as="h3" size="sm" mb="2">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

export type AnalyticsPanelProps = {
  /** "Today" for the default range (the last 30 days); the browser's clock when absent. */
  today?: Date;
};

/**
 * The analytics dashboard of the home and of Monitoring › Analytics: filters kept in the URL
 * (dates, the last 30 days by default; interval; area, branch, department), the account's usage
 * this month, document totals and activity as cards, charts, and the app-activity workbook.
 */
export function AnalyticsPanel({ today }: AnalyticsPanelProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [now] = useState(() => today ?? new Date());
  const query = useMemo(() => analyticsQueryFromParams(searchParams, now), [searchParams, now]);
  const problem = analyticsRangeProblem(query);
  // A range the server would refuse is not sent: the last good figures stay under the message.
  const [sent, setSent] = useState<DocumentAnalyticsQuery>(() =>
    problem ? { ...query, ...defaultAnalyticsRange(now) } : query,
  );
  if (!problem && JSON.stringify(sent) !== JSON.stringify(query)) setSent(query);
  const filter = useMemo(() => analyticsFilterOf(sent), [sent]);
  const documents = useDocumentAnalytics(sent);
  const activity = useDocumentActivity(filter);
  const ematerai = useEmateraiUsage(filter);
  const account = useAccountUsage();
  const [downloading, setDownloading] = useState(false);
  const setParam = (name: AnalyticsParam, value: string | number | null) =>
    setSearchParams((current) => withAnalyticsParam(current, name, value), { replace: true });

  const documentData = documents.data && !isEmptyDetail(documents.data) ? documents.data : null;
  const activityData = activity.data && !isEmptyDetail(activity.data) ? activity.data : null;
  const emateraiData = ematerai.data && !isEmptyDetail(ematerai.data) ? ematerai.data : null;
  const accountData = account.data && !isEmptyDetail(account.data) ? account.data : null;

  return (
    <Stack gap="6">
      <SimpleGrid columns={{ base: 1, md: 3, xl: 6 }} gap="3" alignItems="end">
        <DateRangeFields start={query.start_date} end={query.end_date} onChange={setParam} />
        <FormField label="Interval">
          <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
            <NativeSelect.Field
              value={query.interval}
              onChange={(event) => setParam('interval', event.target.value)}
            >
              {analyticsIntervals.map((interval) => (
                <option key={interval} value={interval}>
                  {intervalLabels[interval]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <OfficePickers
          value={{
            areaId: query.office_area_id,
            branchId: query.office_branch_id,
            departmentId: query.office_department_id,
          }}
          emptyLabel="All"
          onChange={(next, level) => {
            const [param, key] = officeParams[level];
            setParam(param, next[key] ?? null);
          }}
        />
      </SimpleGrid>
      <Box>
        {problem ? (
          <Text role="alert" color="fg.error" fontSize="sm" mb="2">
            {problem}
          </Text>
        ) : null}
        <Button
          size="sm"
          variant="outline"
          loading={downloading}
          loadingText="Download"
          disabled={problem !== null}
          onClick={async () => {
            setDownloading(true);
            await downloadAppActivity(sent);
            setDownloading(false);
          }}
        >
          <FileSpreadsheet aria-hidden="true" /> Download app activity
        </Button>
      </Box>

      <Section title="Account usage this month">
        {account.isPending ? (
          <LoadingState label="Loading account usage…" minHeight="24" />
        ) : accountData ? (
          <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap="3">
            <StatCard label="Documents uploaded" value={accountData.documents_uploaded} />
            <StatCard label="Signatures" value={accountData.signatures} />
            <StatCard label="Signing codes sent" value={accountData.otp_sent} />
            <StatCard label="E-meterai topped up" value={accountData.ematerai.top_up} />
            <StatCard label="E-meterai used" value={accountData.ematerai.used} />
            <StatCard
              label="E-meterai balance"
              value={accountData.ematerai.balance}
              hint={`${accountData.ematerai.reserved} held by documents`}
            />
          </SimpleGrid>
        ) : (
          <Text color="fg.muted">The account usage could not be loaded.</Text>
        )}
      </Section>

      <Section title="Documents">
        {documents.isPending ? (
          <LoadingState label="Loading documents…" minHeight="24" />
        ) : documentData ? (
          <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap="3">
            {documentListSeries.map((series) => (
              <StatCard
                key={series.key}
                label={series.label}
                value={documentData.totals[series.key]}
                accent={series.color}
              />
            ))}
            <StatCard label="Total documents" value={documentData.totals.total} />
          </SimpleGrid>
        ) : (
          <Text color="fg.muted">The document figures could not be loaded.</Text>
        )}
      </Section>

      <Section title="Document activity">
        {activity.isPending ? (
          <LoadingState label="Loading document activity…" minHeight="24" />
        ) : activityData ? (
          <SimpleGrid columns={{ base: 2, md: 3, xl: 5 }} gap="3">
            <StatCard label="Uploaded" value={activityData.uploaded} />
            <StatCard label="Signed" value={activityData.signed} />
            <StatCard label="Completed" value={activityData.completed} />
            <StatCard label="Rejected" value={activityData.rejected} />
            <StatCard label="Voided" value={activityData.voided} />
          </SimpleGrid>
        ) : (
          <Text color="fg.muted">The document activity could not be loaded.</Text>
        )}
      </Section>

      {documentData || emateraiData ? (
        <Suspense fallback={<LoadingState label="Loading charts…" />}>
          <AnalyticsCharts documents={documentData} ematerai={emateraiData} />
        </Suspense>
      ) : null}
      {!ematerai.isPending && !emateraiData ? (
        <Text color="fg.muted">The e-meterai figures could not be loaded.</Text>
      ) : null}
    </Stack>
  );
}
