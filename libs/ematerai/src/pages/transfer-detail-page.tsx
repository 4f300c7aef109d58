import { Box, Button, HStack, Link } from '@chakra-ui/react';
import { ArrowLeft, ArrowLeftRight } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { isEmptyDetail, useAlertStore } from '@esign/api-client';
import type { Transfer } from '@esign/contract';
import { useHasPermission } from '@esign/session';
import { EmptyState, formatDateTime, LoadingState, PageHeader, StatusBadge } from '@esign/ui-kit';
import { useTransfer } from '../api/get-transfer';
import { DetailList } from '../components/detail-list';
import { ApproveTransferDialog } from '../components/approve-transfer-dialog';
import { RejectTransferDialog } from '../components/reject-transfer-dialog';
import { costCenterName } from '../model/cost-center-name';
import { formatStamps } from '../model/format-stamps';
import { transferStatusDisplay } from '../model/transfer-status-display';

const BALANCE_PATH = '/admin/ematerai/ematerai-balance';

function detailRows(transfer: Transfer): [string, string][] {
  return [
    ['Amount', formatStamps(transfer.amount)],
    ['Source', costCenterName(transfer.source)],
    ['Recipient', costCenterName(transfer.recipient)],
    ['Requested by', `${transfer.requested_by.name} (${transfer.requested_by.privy_id})`],
    ['Requested at', formatDateTime(transfer.created_at)],
    ['Decided by', transfer.decided_by?.name ?? '-'],
    ['Decided at', formatDateTime(transfer.decided_at)],
    ['Reject reason', transfer.reject_reason ?? '-'],
  ];
}

/** Spec §2 transfer-details/{id}: one transfer, with Approve and Reject for whoever may decide. */
export function TransferDetailPage() {
  const id = Number(useParams().id);
  const query = useTransfer(id);
  const alertCode = useAlertStore((state) => state.alertCode);
  const canApprove = useHasPermission('ematerai.transfer.approve');
  const [approving, setApproving] = useState<Transfer | null>(null);
  const [rejecting, setRejecting] = useState<Transfer | null>(null);
  const back = (
    <Link asChild fontSize="sm">
      <RouterLink to={BALANCE_PATH}>
        <ArrowLeft size={16} aria-hidden="true" /> Balance & Transfer
      </RouterLink>
    </Link>
  );

  if (query.data === undefined) return <LoadingState label="Loading the transfer" />;
  if (isEmptyDetail(query.data)) {
    const notFound = alertCode === 404 || alertCode === 400;
    return (
      <EmptyState
        icon={ArrowLeftRight}
        title={notFound ? 'Transfer not found' : 'The transfer could not be loaded'}
        description={notFound ? `There is no transfer ${id}.` : 'Please try again later.'}
        action={back}
      />
    );
  }
  const transfer = query.data;
  return (
    <Box>
      {back}
      <PageHeader
        title={`Transfer ${transfer.id}`}
        actions={
          canApprove && transfer.can_decide ? (
            <HStack gap="2">
              <Button size="sm" onClick={() => setApproving(transfer)}>
                Approve
              </Button>
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                onClick={() => setRejecting(transfer)}
              >
                Reject
              </Button>
            </HStack>
          ) : null
        }
      />
      <DetailList
        rows={[
          ['Status', <StatusBadge display={transferStatusDisplay[transfer.status]} />],
          ...detailRows(transfer),
        ]}
      />
      <ApproveTransferDialog transfer={approving} onClose={() => setApproving(null)} />
      <RejectTransferDialog transfer={rejecting} onClose={() => setRejecting(null)} />
    </Box>
  );
}
