import { z } from './zod';
import { defineEndpoint } from './endpoint';
import { dataEnvelope } from './envelope';
import { ReferenceNumbersSchema } from './documents';
import { ReferenceParamsSchema, UuidParamsSchema } from './primitives';

// Single and bulk OTP signing (spec §3 "OTP detail", §4 "Single signing", "Bulk signing", §7).

export const OtpChallengeSchema = z.object({
  id: z.string(),
  expires_at: z.iso.datetime({ offset: true }),
  /** When a resend is allowed (60 s after the last code). */
  resend_available_at: z.iso.datetime({ offset: true }),
  attempts_left: z.number().check(z.int(), z.nonnegative()),
});
export type OtpChallenge = z.infer<typeof OtpChallengeSchema>;

export const OtpSentResponseSchema = dataEnvelope(
  z.object({ message: z.string(), otp: OtpChallengeSchema }),
);
export type OtpSentResponse = z.infer<typeof OtpSentResponseSchema>;

export const OtpVerifyRequestSchema = z.strictObject({
  otp: z.string().check(z.regex(/^\d{6}$/, 'The code has 6 digits')),
});
export type OtpVerifyRequest = z.infer<typeof OtpVerifyRequestSchema>;

/** `otp_detail` is what a failed verify stores and shows (spec §4). */
export const OtpDetailSchema = z.object({ id: z.string(), message: z.string() });
export type OtpDetail = z.infer<typeof OtpDetailSchema>;

export const SignedResponseSchema = dataEnvelope(
  z.object({
    message: z.string(),
    reference_numbers: z.array(z.string()),
    otp_detail: OtpDetailSchema,
  }),
);
export type SignedResponse = z.infer<typeof SignedResponseSchema>;

export const BulkSchema = z.object({
  id: z.string(),
  reference_numbers: z.array(z.string()),
  created_at: z.iso.datetime({ offset: true }),
});
export type Bulk = z.infer<typeof BulkSchema>;

export const sendDocumentOtp = defineEndpoint({
  id: 'sendDocumentOtp',
  method: 'GET',
  prefix: 'admin',
  path: 'document/:id/otp/send',
  tag: 'signing',
  summary: 'Send a signing code (valid 5 minutes) for one document',
  access: { permission: 'documents.sign' },
  params: ReferenceParamsSchema,
  response: OtpSentResponseSchema,
});

export const resendDocumentOtp = defineEndpoint({
  id: 'resendDocumentOtp',
  method: 'GET',
  prefix: 'admin',
  path: 'document/:id/otp/resend',
  tag: 'signing',
  summary: 'Send a new code, no sooner than 60 s after the last',
  access: { permission: 'documents.sign' },
  params: ReferenceParamsSchema,
  response: OtpSentResponseSchema,
});

export const verifyDocumentOtp = defineEndpoint({
  id: 'verifyDocumentOtp',
  method: 'POST',
  prefix: 'admin',
  path: 'document/:id/otp/verify',
  tag: 'signing',
  summary: 'Verify the code and sign the document',
  access: { permission: 'documents.sign' },
  params: ReferenceParamsSchema,
  body: OtpVerifyRequestSchema,
  bodyLimit: 1024,
  response: SignedResponseSchema,
});

export const createBulkSign = defineEndpoint({
  id: 'createBulkSign',
  method: 'POST',
  prefix: 'admin',
  path: 'bulk-sign/documents',
  tag: 'signing',
  summary:
    'Create a bulk of documents the user may sign now; any that cannot be signed rejects the whole request',
  access: { permission: 'documents.sign' },
  body: ReferenceNumbersSchema,
  response: dataEnvelope(z.object({ data: BulkSchema })),
  successStatus: 201,
});

export const sendBulkOtp = defineEndpoint({
  id: 'sendBulkOtp',
  method: 'POST',
  prefix: 'admin',
  path: 'bulk-sign/otp/send',
  tag: 'signing',
  summary: 'Send one code for a bulk (the reference numbers of a bulk created before)',
  access: { permission: 'documents.sign' },
  body: ReferenceNumbersSchema,
  response: OtpSentResponseSchema,
});

export const resendBulkOtp = defineEndpoint({
  id: 'resendBulkOtp',
  method: 'POST',
  prefix: 'admin',
  path: 'bulk-sign/otp/resend/:id',
  tag: 'signing',
  summary: 'Send a new code for a bulk, no sooner than 60 s after the last',
  access: { permission: 'documents.sign' },
  params: UuidParamsSchema,
  response: OtpSentResponseSchema,
});

export const signingEndpoints = [
  sendDocumentOtp,
  resendDocumentOtp,
  verifyDocumentOtp,
  createBulkSign,
  sendBulkOtp,
  resendBulkOtp,
] as const;
// POST bulk-sign/otp/verify/{id} is declared with the bulk's progress, in bulk-progress.ts.
