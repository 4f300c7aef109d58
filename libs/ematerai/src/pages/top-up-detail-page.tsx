import { Box, Button, HStack } from '@chakra-ui/react';
import { Download, FileText, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { isEmptyDetail } from '@esign/api-client';
import type { TopUp } from '@esign/contract';
import { positiveIntParam } from '@esign/offices';
import { LoadingState, PageHeader } from '@esign/ui-kit';
import { downloadTopUpInvoice } from '../api/download-top-up-invoice';
import { downloadTopUpPoAttachment } from '../api/download-top-up-po-attachment';
import { useTopUp } from '../api/get-top-up';
import { ApproveTopUpDialog } from '../components/approve-top-up-dialog';
import { BackToTopUps } from '../components/back-to-top-ups';
import { RejectTopUpDialog } from '../components/reject-top-up-dialog';
import { TopUpNotLoaded } from '../components/top-up-not-loaded';
import { TopUpSummary } from '../components/top-up-summary';
import { topUpPaths } from '../model/top-up-paths';

/** Runs a download while its button shows a spinner, so it cannot be started twice. */
function useDownload(run: () => Promise<boolean>) {
  const [pending, setPending] = useState(false);
  const start = async () => {
    setPending(true);
    await run();
    setPending(false);
  };
  return { pending, start: () => void start() };
}

type TopUpActionsProps = { topUp: TopUp; onApprove: () => void; onReject: () => void };

/** Invoice download, the attachment update and the decision, each where the top-up allows it. */
function TopUpActions({ topUp, onApprove, onReject }: TopUpActionsProps) {
  const invoice = useDownload(() => downloadTopUpInvoice(topUp.id));
  return (
    <HStack gap="2" flexWrap="wrap">
      {topUp.has_invoice ? (
        <Button
          size="sm"
          variant="outline"
          loading={invoice.pending}
          loadingText="Download invoice"
          onClick={invoice.start}
        >
          <FileText aria-hidden="true" /> Download invoice
        </Button>
      ) : null}
      {topUp.can_update ? (
        <Button asChild size="sm" variant="outline">
          <RouterLink to={topUpPaths.update(topUp.id)}>
            <Pencil aria-hidden="true" /> Update PO attachment
          </RouterLink>
        </Button>
      ) : null}
      {topUp.can_decide ? (
        <>
          <Button size="sm" onClick={onApprove}>
            Approve
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={onReject}>
            Reject
          </Button>
        </>
      ) : null}
    </HStack>
  );
}

/** Top Up Balance › detail/{ref} (spec §2): one top-up, its files and, for a decider, the decision. */
export function TopUpDetailPage() {
  // The spec's {ref} of a top-up is its id.
  const id = positiveIntParam(useParams().ref ?? null) ?? 0;
  const query = useTopUp(id);
  const [approving, setApproving] = useState<TopUp | null>(null);
  const [rejecting, setRejecting] = useState<TopUp | null>(null);
  const topUp = query.data && !isEmptyDetail(query.data) ? query.data : null;
  const attachment = useDownload(() =>
    topUp?.po_attachment
      ? downloadTopUpPoAttachment(topUp.id, topUp.po_attachment.file_name)
      : Promise.resolve(false),
  );

  if (query.data === undefined) return <LoadingState label="Loading the top up" />;
  if (topUp === null) return <TopUpNotLoaded id={id} action={<BackToTopUps />} />;
  return (
    <Box>
      <BackToTopUps />
      <PageHeader
        title={`Top up ${topUp.po_number}`}
        actions={
          <TopUpActions
            topUp={topUp}
            onApprove={() => setApproving(topUp)}
            onReject={() => setRejecting(topUp)}
          />
        }
      />
      <TopUpSummary
        topUp={topUp}
        attachmentAction={
          <Button
            size="xs"
            variant="outline"
            ml="2"
            loading={attachment.pending}
            loadingText="Download"
            onClick={attachment.start}
          >
            <Download aria-hidden="true" /> Download
          </Button>
        }
      />
      <ApproveTopUpDialog topUp={approving} onClose={() => setApproving(null)} />
      <RejectTopUpDialog topUp={rejecting} onClose={() => setRejecting(null)} />
    </Box>
  );
}
