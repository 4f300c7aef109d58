import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { isEmptyDetail } from '@esign/api-client';
import { EmptyState, fallback, formatDateTime, LoadingState } from '@esign/ui-kit';
import { FileWarning } from 'lucide-react';
import { useHttpLog } from '../api/get-http-log';
import { prettyJson } from '../model/pretty-json';
import { HttpStatusBadge } from './http-status-badge';

function JsonBlock({ title, value }: { title: string; value: unknown }) {
  return (
    <Box as="section">
      <Heading as="h3" size="sm" mb="2">
        {title}
      </Heading>
      <Box
        as="pre"
        fontFamily="mono"
        fontSize="xs"
        bg="bg.muted"
        rounded="md"
        p="3"
        maxHeight="20rem"
        overflow="auto"
        whiteSpace="pre-wrap"
        wordBreak="break-all"
        tabIndex={0}
        aria-label={title}
      >
        {prettyJson(value)}
      </Box>
    </Box>
  );
}

/** One request of the HTTP log as stored (secrets were redacted by the server before writing). */
export function HttpLogDetail({ transactionId }: { transactionId: string }) {
  const detail = useHttpLog(transactionId);
  if (detail.isPending) return <LoadingState label="Loading the request…" />;
  if (!detail.data || isEmptyDetail(detail.data))
    return (
      <EmptyState
        icon={FileWarning}
        title="The request could not be loaded"
        description="Please try again later."
      />
    );
  const log = detail.data;
  const fields: [string, React.ReactNode][] = [
    ['Transaction ID', <Text fontFamily="mono">{log.transaction_id}</Text>],
    ['Time', formatDateTime(log.created_at)],
    ['Status', <HttpStatusBadge status={log.http_status} />],
    ['Method', log.method],
    [
      'URL',
      <Text fontFamily="mono" wordBreak="break-all">
        {log.url}
      </Text>,
    ],
    ['Reference ID', fallback(log.reference_id)],
    ['User', log.name ? `${log.name} (${fallback(log.privy_id)})` : '-'],
    ['IP', fallback(log.ip)],
    ['Duration', `${log.duration_ms} ms`],
  ];
  return (
    <Stack gap="5" fontSize="sm">
      <Box as="dl" display="grid" gridTemplateColumns="max-content 1fr" columnGap="4" rowGap="2">
        {fields.map(([label, value]) => (
          <Box key={label} display="contents">
            <Text as="dt" color="fg.muted">
              {label}
            </Text>
            <Box as="dd" minWidth="0">
              {value}
            </Box>
          </Box>
        ))}
      </Box>
      <JsonBlock title="Request header" value={log.request_header} />
      <JsonBlock title="Request body" value={log.request_body} />
      <JsonBlock title="Response body" value={log.response_body} />
    </Stack>
  );
}
