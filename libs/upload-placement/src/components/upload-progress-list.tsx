import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { formatBytes } from '@esign/ui-kit';
import { uploadPercent, type UploadItem } from '../model/upload-item';

export type UploadProgressListProps = {
  items: readonly UploadItem[];
  onClearFinished: () => void;
};

const STATUS_TEXT: Record<UploadItem['status'], string> = {
  waiting: 'Waiting',
  uploading: 'Uploading',
  done: 'Uploaded',
  refused: 'Refused',
  failed: 'Failed',
};

/** One row per chosen file: its progress bar while it goes up, then its result or why it was refused. */
export function UploadProgressList({ items, onClearFinished }: UploadProgressListProps) {
  if (items.length === 0) return null;
  const finished = items.some((item) => item.status !== 'waiting' && item.status !== 'uploading');
  return (
    <Box>
      <Stack as="ul" gap="2" aria-label="Uploads" listStyleType="none" m="0" p="0">
        {items.map((item) => {
          const percent = item.status === 'done' ? 100 : uploadPercent(item);
          const problem = item.status === 'refused' || item.status === 'failed';
          return (
            <Box as="li" key={item.key} data-testid="upload-item">
              <HStack justify="space-between" fontSize="sm">
                <Text truncate title={item.fileName}>
                  {item.fileName}{' '}
                  <Text as="span" color="fg.muted">
                    ({formatBytes(item.size)})
                  </Text>
                </Text>
                <Text color={problem ? 'fg.error' : 'fg.muted'} flexShrink={0}>
                  {STATUS_TEXT[item.status]}
                  {item.status === 'uploading' ? ` ${percent}%` : ''}
                </Text>
              </HStack>
              {problem ? null : (
                <Box
                  role="progressbar"
                  aria-label={`Upload of ${item.fileName}`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  height="1.5"
                  bg="bg.muted"
                  rounded="full"
                  overflow="hidden"
                  mt="1"
                >
                  <Box
                    height="full"
                    width={`${percent}%`}
                    bg="brand.solid"
                    transition="width 0.2s"
                  />
                </Box>
              )}
              {problem && item.message ? (
                <Text role="alert" fontSize="sm" color="fg.error">
                  {item.message}
                </Text>
              ) : null}
            </Box>
          );
        })}
      </Stack>
      {finished ? (
        <Button size="xs" variant="ghost" mt="2" onClick={onClearFinished}>
          Clear finished
        </Button>
      ) : null}
    </Box>
  );
}
