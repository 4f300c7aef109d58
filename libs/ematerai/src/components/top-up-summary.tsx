import type { ReactNode } from 'react';
import type { TopUp } from '@esign/contract';
import { formatBytes, formatDateTime, formatRupiah, StatusBadge } from '@esign/ui-kit';
import { formatStamps } from '../model/format-stamps';
import { topUpOfficeLines } from '../model/top-up-office-lines';
import { DetailList } from './detail-list';
import { topUpStatusDisplay } from '../model/top-up-status-display';

export type TopUpSummaryProps = {
  topUp: TopUp;
  /** Shown on the PO attachment line after the file's name (e.g. its Download button). */
  attachmentAction?: ReactNode;
};

/** Every field of a top-up as a definition list. */
export function TopUpSummary({ topUp, attachmentAction }: TopUpSummaryProps) {
  const [area, branch, department] = topUpOfficeLines(topUp);
  const attachment = topUp.po_attachment;
  return (
    <DetailList
      rows={[
        ['Status', <StatusBadge display={topUpStatusDisplay[topUp.status]} />],
        ['PO number', topUp.po_number],
        ['Line item number', topUp.line_item_number],
        ['Office area', area],
        ['Office branch', branch],
        ['Office department', department],
        ['Amount', formatRupiah(topUp.amount)],
        ['Stamps', formatStamps(topUp.stamps)],
        [
          'PO attachment',
          attachment ? (
            <>
              {attachment.file_name} ({formatBytes(attachment.size)}) {attachmentAction}
            </>
          ) : (
            '-'
          ),
        ],
        ['Requested by', `${topUp.requested_by.name} (${topUp.requested_by.privy_id})`],
        ['Requested at', formatDateTime(topUp.created_at)],
        ['Decided by', topUp.decided_by?.name ?? '-'],
        ['Decided at', formatDateTime(topUp.decided_at)],
        ['Reject reason', topUp.reject_reason ?? '-'],
      ]}
    />
  );
}
