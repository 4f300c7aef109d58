import { Box, chakra, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { getErrorMessage, isEmptyDetail, serverFieldErrors } from '@esign/api-client';
import { positiveIntParam } from '@esign/offices';
import { LoadingState, notifyError, notifySuccess, PageHeader } from '@esign/ui-kit';
import { useTopUp } from '../api/get-top-up';
import { useUpdateTopUpAttachment } from '../api/update-top-up-attachment';
import { BackToTopUps } from '../components/back-to-top-ups';
import { PoAttachmentField } from '../components/po-attachment-field';
import { useSendOnce } from '../components/use-send-once';
import { TopUpNotLoaded } from '../components/top-up-not-loaded';
import { TopUpSummary } from '../components/top-up-summary';
import { topUpPaths } from '../model/top-up-paths';

export const TOP_UP_UPDATED_TITLE = 'Successfully update your top up.';
export const TOP_UP_UPDATE_FAILED_TITLE = 'Failed update top up balance';

/** Top Up Balance › update/{ref} (spec §2, §7 PATCH): replaces the PO attachment of an open top-up. */
export function TopUpUpdatePage() {
  const id = positiveIntParam(useParams().ref ?? null) ?? 0;
  const navigate = useNavigate();
  const query = useTopUp(id);
  const update = useUpdateTopUpAttachment();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const sendOnce = useSendOnce();

  if (query.data === undefined) return <LoadingState label="Loading the top up" />;
  if (isEmptyDetail(query.data)) return <TopUpNotLoaded id={id} action={<BackToTopUps />} />;
  const topUp = query.data;

  const submit = () => {
    if (error) return;
    if (!file) {
      setError('Choose the new PO attachment');
      return;
    }
    if (!sendOnce.begin()) return;
    update.mutate(
      { id: topUp.id, poAttachment: file },
      {
        onSuccess: () => {
          notifySuccess(TOP_UP_UPDATED_TITLE);
          void navigate(topUpPaths.detail(topUp.id));
        },
        onError: (failure) => {
          setError(serverFieldErrors(failure)['po_attachment']);
          notifyError(TOP_UP_UPDATE_FAILED_TITLE, getErrorMessage(failure));
        },
        onSettled: sendOnce.end,
      },
    );
  };

  return (
    <Box>
      <BackToTopUps />
      <PageHeader title={`Update top up ${topUp.po_number}`} />
      <Stack gap="6" maxWidth="3xl">
        <TopUpSummary topUp={topUp} />
        {topUp.can_update ? (
          <chakra.form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <Stack gap="4">
              <PoAttachmentField
                label="New PO attachment"
                required
                error={error}
                onChange={(chosen, problem) => {
                  setFile(problem ? null : chosen);
                  setError(problem ?? undefined);
                }}
              />
              <HStack gap="2" justify="flex-end">
                <Button asChild variant="outline" colorPalette="gray">
                  <RouterLink to={topUpPaths.detail(topUp.id)}>Cancel</RouterLink>
                </Button>
                <Button type="submit" loading={update.isPending} loadingText="Update">
                  Update
                </Button>
              </HStack>
            </Stack>
          </chakra.form>
        ) : (
          <Text color="fg.muted">
            This top up can no longer be updated: it has been decided, or someone else requested it.
          </Text>
        )}
      </Stack>
    </Box>
  );
}
