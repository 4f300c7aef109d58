import { Box } from '@chakra-ui/react';
import { PageHeader } from '@esign/ui-kit';
import { AnalyticsPanel } from '../components/analytics-panel';

/** Monitoring › Analytics (spec §2, §7 "Analytics"). */
export function AnalyticsPage() {
  return (
    <Box>
      <PageHeader title="Analytics" description="Documents, signing and e-meterai at a glance." />
      <AnalyticsPanel />
    </Box>
  );
}
