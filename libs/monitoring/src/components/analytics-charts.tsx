import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { Chart, useChart } from '@chakra-ui/charts';
import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { DocumentAnalytics, EmateraiUsage } from '@esign/contract';
import { officeLabel } from '@esign/offices';
import { documentListSeries } from '../model/document-list-labels';

// This module is the only one that imports recharts: the pages with charts load it lazily, so
// neither the admin frame nor any other page carries the chart library.

function ChartCard({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Box
      as="section"
      aria-label={title}
      bg="bg.panel"
      borderWidth="1px"
      rounded="md"
      p="4"
      minWidth="0"
    >
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      <Text fontSize="xs" color="fg.muted" mb="3">
        {description}
      </Text>
      {children}
    </Box>
  );
}

const periodLabel = (period: string) => {
  const [, month, day] = period.split('-');
  return `${day}/${month}`;
};

function DocumentsOverTime({ analytics }: { analytics: DocumentAnalytics }) {
  const chart = useChart({
    data: analytics.buckets.map((bucket) => ({ ...bucket, label: periodLabel(bucket.period) })),
    series: documentListSeries.map((series) => ({
      name: series.key,
      label: series.label,
      color: series.color,
      stackId: 'documents',
    })),
  });
  return (
    <ChartCard
      title="Documents by status over time"
      description={`Documents created per ${analytics.interval}, by the list they are in now.`}
    >
      <Chart.Root chart={chart} maxH="xs">
        <BarChart data={chart.data} responsive>
          <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
          <XAxis dataKey={chart.key('label')} axisLine={false} tickLine={false} />
          <YAxis allowDecimals={false} axisLine={false} tickLine={false} width={32} />
          <Tooltip
            cursor={{ fill: chart.color('bg.muted') }}
            animationDuration={100}
            content={<Chart.Tooltip />}
          />
          <Legend content={<Chart.Legend />} />
          {chart.series.map((item) => (
            <Bar
              key={item.name}
              isAnimationActive={false}
              dataKey={chart.key(item.name)}
              fill={chart.color(item.color)}
              stackId={item.stackId}
            />
          ))}
        </BarChart>
      </Chart.Root>
    </ChartCard>
  );
}

function DocumentsPerOffice({ analytics }: { analytics: DocumentAnalytics }) {
  const chart = useChart({
    data: analytics.offices.map((row) => ({
      ...row,
      label: row.office
        ? officeLabel(analytics.office_level, row.office.code, row.office.name)
        : 'No office',
    })),
    series: documentListSeries.map((series) => ({
      name: series.key,
      label: series.label,
      color: series.color,
      stackId: 'documents',
    })),
  });
  return (
    <ChartCard
      title="Documents per office"
      description={`Per ${analytics.office_level}, most documents first.`}
    >
      <Chart.Root chart={chart} maxH="xs">
        <BarChart data={chart.data} layout="vertical" responsive>
          <CartesianGrid stroke={chart.color('border.muted')} horizontal={false} />
          <XAxis type="number" allowDecimals={false} axisLine={false} tickLine={false} />
          <YAxis
            type="category"
            dataKey={chart.key('label')}
            width={120}
            axisLine={false}
            tickLine={false}
          />
          <Tooltip
            cursor={{ fill: chart.color('bg.muted') }}
            animationDuration={100}
            content={<Chart.Tooltip />}
          />
          {chart.series.map((item) => (
            <Bar
              key={item.name}
              isAnimationActive={false}
              dataKey={chart.key(item.name)}
              fill={chart.color(item.color)}
              stackId={item.stackId}
            />
          ))}
        </BarChart>
      </Chart.Root>
    </ChartCard>
  );
}

function EmateraiPerCostCenter({ usage }: { usage: EmateraiUsage }) {
  const chart = useChart({
    data: usage.cost_centers.map((center) => ({
      label: officeLabel(
        'department',
        center.office_department.code,
        center.office_department.name,
      ),
      balance: center.closing_balance,
      used: center.movements.usage,
      top_up: center.movements.top_up,
    })),
    series: [
      { name: 'balance', label: 'Balance at the end', color: 'brand.solid' },
      { name: 'used', label: 'Used', color: 'status.rejected.solid' },
      { name: 'top_up', label: 'Topped up', color: 'status.completed.solid' },
    ],
  });
  return (
    <ChartCard
      title="E-meterai balance and usage per cost center"
      description="Stamps at the end of the range, used and topped up within it."
    >
      <Chart.Root chart={chart} maxH="xs">
        <BarChart data={chart.data} responsive>
          <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
          <XAxis dataKey={chart.key('label')} axisLine={false} tickLine={false} />
          <YAxis allowDecimals={false} axisLine={false} tickLine={false} width={48} />
          <Tooltip
            cursor={{ fill: chart.color('bg.muted') }}
            animationDuration={100}
            content={<Chart.Tooltip />}
          />
          <Legend content={<Chart.Legend />} />
          {chart.series.map((item) => (
            <Bar
              key={item.name}
              isAnimationActive={false}
              dataKey={chart.key(item.name)}
              fill={chart.color(item.color)}
            />
          ))}
        </BarChart>
      </Chart.Root>
    </ChartCard>
  );
}

export type AnalyticsChartsProps = {
  documents: DocumentAnalytics | null;
  ematerai: EmateraiUsage | null;
};

/** The dashboard's charts (whichever of their data loaded). */
export function AnalyticsCharts({ documents, ematerai }: AnalyticsChartsProps) {
  return (
    <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
      {documents ? <DocumentsOverTime analytics={documents} /> : null}
      {documents ? <DocumentsPerOffice analytics={documents} /> : null}
      {ematerai ? <EmateraiPerCostCenter usage={ematerai} /> : null}
    </SimpleGrid>
  );
}
