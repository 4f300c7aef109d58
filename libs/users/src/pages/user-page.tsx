import { Box, Button, HStack } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@esign/ui-kit';
import { ExternalUsersPanel } from '../components/external-users-panel';
import { InternalUsersPanel } from '../components/internal-users-panel';

const TABS = [
  { id: 'internal', label: 'Internal User' },
  { id: 'external', label: 'External User' },
] as const;

/**
 * Setting › User: internal users and external users, one list at a time. The spec shows one route
 * for both; the list shown is `?tab=external` or the internal one.
 */
export function UserPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'external' ? 'external' : 'internal';
  return (
    <Box>
      <PageHeader title="User" />
      <HStack role="group" aria-label="User lists" mb="4" gap="2">
        {TABS.map((entry) => (
          <Button
            key={entry.id}
            size="sm"
            variant={tab === entry.id ? 'solid' : 'outline'}
            aria-pressed={tab === entry.id}
            onClick={() => setParams(entry.id === 'internal' ? {} : { tab: entry.id })}
          >
            {entry.label}
          </Button>
        ))}
      </HStack>
      {tab === 'internal' ? (
        <InternalUsersPanel key="internal" />
      ) : (
        <ExternalUsersPanel key="external" />
      )}
    </Box>
  );
}
