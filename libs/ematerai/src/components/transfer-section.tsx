import { Badge, Box, Button, Flex, Heading, HStack } from '@chakra-ui/react';
import { ArrowLeftRight } from 'lucide-react';
import { useState } from 'react';
import { DEFAULT_PER_PAGE, type Transfer } from '@esign/contract';
import { useHasPermission } from '@esign/session';
import { EmptyState, PaginationBar } from '@esign/ui-kit';
import { useTransfers } from '../api/get-transfers';
import { ApproveTransferDialog } from './approve-transfer-dialog';
import { RejectTransferDialog } from './reject-transfer-dialog';
import { RequestTransferDialog } from './request-transfer-dialog';
import { TransfersTable } from './transfers-table';

export type TransferSectionProps = {
  page: number;
  onPageChange: (page: number) => void;
};

/** Transfers between cost centers: request one, and approve or reject those the session may decide. */
export function TransferSection({ page, onPageChange }: TransferSectionProps) {
  const transfers = useTransfers({ page, per_page: DEFAULT_PER_PAGE });
  const canApprove = useHasPermission('ematerai.transfer.approve');
  const [requestOpen, setRequestOpen] = useState(false);
  const [approving, setApproving] = useState<Transfer | null>(null);
  const [rejecting, setRejecting] = useState<Transfer | null>(null);
  const rows = transfers.data?.data ?? [];
  const needApproval = transfers.data?.needApprovalCount ?? 0;

  return (
    <Box as="section" aria-labelledby="transfer-heading" mt="8">
      <Flex justify="space-between" align="center" mb="3" gap="2" flexWrap="wrap">
        <HStack gap="2">
          <Heading as="h3" size="md" id="transfer-heading">
            Transfer balance
          </Heading>
          {needApproval > 0 ? (
            <Badge
              colorPalette="orange"
              variant="solid"
              aria-label={`${needApproval} need approval`}
            >
              {needApproval} need approval
            </Badge>
          ) : null}
        </HStack>
        <Button size="sm" onClick={() => setRequestOpen(true)}>
          <ArrowLeftRight aria-hidden="true" /> Request transfer
        </Button>
      </Flex>
      <TransfersTable
        transfers={rows}
        canApprove={canApprove}
        onApprove={setApproving}
        onReject={setRejecting}
        loading={transfers.isPending}
        empty={<EmptyState icon={ArrowLeftRight} title="No transfers" />}
      />
      {transfers.data && rows.length > 0 ? (
        <PaginationBar
          pagination={transfers.data.pagination}
          onPageChange={onPageChange}
          disabled={transfers.isFetching}
        />
      ) : null}
      <RequestTransferDialog open={requestOpen} onClose={() => setRequestOpen(false)} />
      <RejectTransferDialog transfer={rejecting} onClose={() => setRejecting(null)} />
      <ApproveTransferDialog transfer={approving} onClose={() => setApproving(null)} />
    </Box>
  );
}
