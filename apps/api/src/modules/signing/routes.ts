import {
  createBulkSign as createBulkSignEndpoint,
  getBulkProgress as getBulkProgressEndpoint,
  listUnseenBulks as listUnseenBulksEndpoint,
  markBulkSeen as markBulkSeenEndpoint,
  resendBulkOtp as resendBulkOtpEndpoint,
  resendDocumentOtp as resendDocumentOtpEndpoint,
  sendBulkOtp as sendBulkOtpEndpoint,
  sendDocumentOtp as sendDocumentOtpEndpoint,
  verifyBulkOtp as verifyBulkOtpEndpoint,
  verifyDocumentOtp as verifyDocumentOtpEndpoint,
} from '@esign/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../http/register-endpoint';
import { startRepeatingJob } from '../../storage/repeating-job';
import { viewerOf } from '../documents/viewer';
import { BulkRunners } from './bulk-runners';
import { createBulkSign } from './create-bulk-sign';
import { getBulkProgress } from './get-bulk-progress';
import { listUnseenBulks } from './list-unseen-bulks';
import { markBulkSeen } from './mark-bulk-seen';
import { resendBulkOtp } from './resend-bulk-otp';
import { resendDocumentOtp } from './resend-document-otp';
import { sendBulkOtp } from './send-bulk-otp';
import { sendDocumentOtp } from './send-document-otp';
import { verifyBulkOtp } from './verify-bulk-otp';
import { verifyDocumentOtp } from './verify-document-otp';

/** Single and bulk signing with one-time codes (spec §4, §7). */
export function registerSigningRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  runners: BulkRunners = new BulkRunners(ctx, (error, message) =>
    app.log.error({ err: error }, message),
  ),
): void {
  // Bulks left running by a server that died are taken over at start and once per lease period.
  const abandoned = startRepeatingJob(() => runners.resumeAbandoned(), {
    intervalMs: ctx.config.bulkSignLeaseSeconds * 1000,
    report: (error) => app.log.error({ err: error }, 'Looking for abandoned bulks failed'),
  });
  app.addHook('onReady', async () => {
    await abandoned.runOnce();
  });
  // Before the server closes: each run finishes the documents in flight; its bulk resumes later.
  app.addHook('preClose', async () => {
    await abandoned.stop();
    await runners.stop();
  });
  registerEndpoint(app, sendDocumentOtpEndpoint, async ({ principal, params, request }) => {
    request.logReferenceId = params.id;
    const otp = await sendDocumentOtp(ctx, viewerOf(principal), params.id);
    return { data: { message: 'The signing code has been sent', otp } };
  });

  registerEndpoint(app, resendDocumentOtpEndpoint, async ({ principal, params, request }) => {
    request.logReferenceId = params.id;
    const otp = await resendDocumentOtp(ctx, viewerOf(principal), params.id);
    return { data: { message: 'A new signing code has been sent', otp } };
  });

  registerEndpoint(app, verifyDocumentOtpEndpoint, async ({ principal, params, body, request }) => {
    request.logReferenceId = params.id;
    return {
      data: await verifyDocumentOtp(ctx, viewerOf(principal), {
        referenceNumber: params.id,
        otp: body.otp,
        ip: request.ip,
      }),
    };
  });

  registerEndpoint(app, createBulkSignEndpoint, async ({ principal, body }) => ({
    data: { data: await createBulkSign(ctx, viewerOf(principal), body.reference_numbers) },
  }));

  registerEndpoint(app, sendBulkOtpEndpoint, async ({ principal, body }) => {
    const otp = await sendBulkOtp(ctx, viewerOf(principal), body.reference_numbers);
    return { data: { message: 'The signing code has been sent', otp } };
  });

  registerEndpoint(app, resendBulkOtpEndpoint, async ({ principal, params }) => {
    const otp = await resendBulkOtp(ctx, viewerOf(principal), params.id);
    return { data: { message: 'A new signing code has been sent', otp } };
  });

  registerEndpoint(app, verifyBulkOtpEndpoint, async ({ principal, params, body, request }) => ({
    data: await verifyBulkOtp(ctx, runners, viewerOf(principal), {
      challengeId: params.id,
      otp: body.otp,
      ip: request.ip,
    }),
  }));

  registerEndpoint(app, getBulkProgressEndpoint, async ({ principal, params }) => ({
    data: await getBulkProgress(ctx, runners, viewerOf(principal), params.id),
  }));

  registerEndpoint(app, listUnseenBulksEndpoint, async ({ principal }) => ({
    data: await listUnseenBulks(ctx, runners, viewerOf(principal)),
  }));

  registerEndpoint(app, markBulkSeenEndpoint, async ({ principal, params }) => ({
    data: await markBulkSeen(ctx, viewerOf(principal), params.id),
  }));
}
