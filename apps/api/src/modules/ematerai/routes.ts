import {
  approveTopUp,
  approveTransfer as approveTransferEndpoint,
  downloadTopUpInvoice as downloadTopUpInvoiceEndpoint,
  downloadTopUpPoAttachment as downloadTopUpPoAttachmentEndpoint,
  getTopUp,
  getTotalTopUpBalance as getTotalTopUpBalanceEndpoint,
  listTopUps as listTopUpsEndpoint,
  rejectTopUp,
  requestTopUp as requestTopUpEndpoint,
  updateTopUpAttachment as updateTopUpAttachmentEndpoint,
  getTotalBalance as getTotalBalanceEndpoint,
  getTransfer,
  listBalanceLogs as listBalanceLogsEndpoint,
  listCostCenters as listCostCentersEndpoint,
  listTransfers as listTransfersEndpoint,
  rejectTransfer as rejectTransferEndpoint,
  requestTransfer as requestTransferEndpoint,
} from '@esign/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../http/register-endpoint';
import { sendFile } from '../../http/send-file';
import { approveTransfer } from './approve-transfer';
import { decideTopUp } from './decide-top-up';
import { downloadTopUpInvoice } from './download-top-up-invoice';
import { downloadTopUpPoAttachment } from './download-top-up-po-attachment';
import { getTotalTopUpBalance } from './get-total-top-up-balance';
import { listTopUps } from './list-top-ups';
import { loadTopUp } from './load-top-ups';
import { requestTopUp } from './request-top-up';
import { updateTopUpAttachment } from './update-top-up-attachment';
import { getTotalBalance } from './get-total-balance';
import { listBalanceLogs } from './list-balance-logs';
import { listCostCenters } from './list-cost-centers';
import { listTransfers } from './list-transfers';
import { loadTransfer } from './load-transfers';
import { rejectTransfer } from './reject-transfer';
import { requestTransfer } from './request-transfer';

/** Digital Meterai › Balance & Transfer, Top Up Balance and Balance History (spec §7 "Cost center, top-up and transfer"). */
export function registerEmateraiRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, listCostCentersEndpoint, async ({ query }) =>
    listCostCenters(ctx.db, query),
  );

  registerEndpoint(app, getTotalBalanceEndpoint, async ({ query }) => ({
    data: { total_balance: await getTotalBalance(ctx.db, query) },
  }));

  registerEndpoint(app, listTransfersEndpoint, async ({ query, principal }) =>
    listTransfers(ctx.db, principal, query),
  );

  registerEndpoint(app, getTransfer, async ({ params, principal }) => ({
    data: { data: await loadTransfer(ctx.db, principal, params.id) },
  }));

  registerEndpoint(app, requestTransferEndpoint, async ({ body, principal, request }) => ({
    data: { data: await requestTransfer(ctx, principal, { ...body, ip: request.ip }) },
  }));

  registerEndpoint(app, approveTransferEndpoint, async ({ params, principal, request }) => ({
    data: { data: await approveTransfer(ctx, principal, { id: params.id, ip: request.ip }) },
  }));

  registerEndpoint(app, rejectTransferEndpoint, async ({ params, body, principal, request }) => ({
    data: {
      data: await rejectTransfer(ctx, principal, {
        id: params.id,
        rejectReason: body.reject_reason,
        ip: request.ip,
      }),
    },
  }));

  registerEndpoint(app, listBalanceLogsEndpoint, async ({ query }) =>
    listBalanceLogs(ctx.db, query),
  );

  registerEndpoint(app, requestTopUpEndpoint, async ({ body, files, principal, request }) => ({
    data: {
      transaction: await requestTopUp(ctx, principal, {
        ...body,
        poAttachment: files.po_attachment,
        ip: request.ip,
      }),
    },
  }));

  registerEndpoint(
    app,
    updateTopUpAttachmentEndpoint,
    async ({ params, files, principal, request }) => ({
      data: {
        transaction: await updateTopUpAttachment(ctx, principal, {
          id: params.id,
          poAttachment: files.po_attachment,
          ip: request.ip,
        }),
      },
    }),
  );

  registerEndpoint(app, listTopUpsEndpoint, async ({ query, principal }) =>
    listTopUps(ctx.db, principal, query, ctx.clock()),
  );

  registerEndpoint(app, getTopUp, async ({ params, principal }) => ({
    data: { transaction: await loadTopUp(ctx.db, principal, params.id, ctx.clock()) },
  }));

  registerEndpoint(app, getTotalTopUpBalanceEndpoint, async ({ query }) => ({
    data: { total_top_up_balance: await getTotalTopUpBalance(ctx.db, query) },
  }));

  registerEndpoint(app, approveTopUp, async ({ params, principal, request }) => ({
    data: {
      transaction: await decideTopUp(ctx, principal, {
        id: params.id,
        ip: request.ip,
        decision: { verdict: 'approve' },
      }),
    },
  }));

  registerEndpoint(app, rejectTopUp, async ({ params, body, principal, request }) => ({
    data: {
      transaction: await decideTopUp(ctx, principal, {
        id: params.id,
        ip: request.ip,
        decision: { verdict: 'reject', rejectReason: body.reject_reason },
      }),
    },
  }));

  registerEndpoint(app, downloadTopUpInvoiceEndpoint, async ({ params, reply }) =>
    sendFile(reply, await downloadTopUpInvoice(ctx, params.id), 'application/pdf'),
  );

  registerEndpoint(app, downloadTopUpPoAttachmentEndpoint, async ({ params, reply }) => {
    const file = await downloadTopUpPoAttachment(ctx, params.id);
    return sendFile(reply, file, file.contentType);
  });
}
