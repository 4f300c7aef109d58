import { z } from './zod';
import { defineEndpoint } from './endpoint';
import { UuidParamsSchema } from './primitives';
import { OtpDetailSchema, OtpVerifyRequestSchema } from './signing';

// Bulk signing runs in the background (spec §4 "Bulk signing"; the spec's own calls are in
// signing.ts). The choice made here: POST bulk-sign/otp/verify/{otp id} checks the code, starts
// the signing and answers at once with 202 and the bulk's progress; the client then polls
// GET bulk-sign/{bulk id} until `state` is `done`. The user may close the dialog meanwhile: every
// bulk not yet seen is listed by GET bulk-sign, and PUT bulk-sign/{id}/seen puts it away.
// A verify sent again with the same code (a lost response, a server restarted mid-bulk) resumes
// a bulk that is not done; each document is signed at most once.

/**
 * `created`: no code verified yet; `running`: documents are being signed; `done`: each document
 * is signed or has its reason in `errors`.
 */
export const BulkStateSchema = z.enum(['created', 'running', 'done']);
export type BulkState = z.infer<typeof BulkStateSchema>;

const CountSchema = z.number().check(z.int(), z.minimum(0));

export const BulkProgressSchema = z.object({
  /** The bulk's id (not the code's). */
  id: z.string(),
  total: CountSchema,
  /** Documents of the bulk the user has signed. */
  signed: CountSchema,
  /** Documents that could not be signed (each with its reason in `errors`). */
  failed: CountSchema,
  state: BulkStateSchema,
  /** "<reference number>: <reason>" per document not signed. */
  errors: z.array(z.string()),
  /** A sentence for the user: "12 of 500 documents signed", "500 documents signed", … */
  message: z.string(),
  started_at: z.nullable(z.iso.datetime({ offset: true })),
  finished_at: z.nullable(z.iso.datetime({ offset: true })),
  /** The user has put the result away (it is no longer listed). */
  seen: z.boolean(),
});
export type BulkProgress = z.infer<typeof BulkProgressSchema>;

export const BulkProgressResponseSchema = z.object({ data: BulkProgressSchema });
export type BulkProgressResponse = z.infer<typeof BulkProgressResponseSchema>;

export const BulkVerifyResponseSchema = z.object({
  data: z.object({
    message: z.string(),
    otp_detail: OtpDetailSchema,
    bulk: BulkProgressSchema,
  }),
});
export type BulkVerifyResponse = z.infer<typeof BulkVerifyResponseSchema>;

export const verifyBulkOtp = defineEndpoint({
  id: 'verifyBulkOtp',
  method: 'POST',
  prefix: 'admin',
  path: 'bulk-sign/otp/verify/:id',
  tag: 'signing',
  summary:
    'Verify the bulk code (by OTP id) and start signing every document of the bulk, each exactly once; answers at once (202) with the progress to poll',
  access: { permission: 'documents.sign' },
  params: UuidParamsSchema,
  body: OtpVerifyRequestSchema,
  bodyLimit: 1024,
  response: BulkVerifyResponseSchema,
  successStatus: 202,
});

export const getBulkProgress = defineEndpoint({
  id: 'getBulkProgress',
  method: 'GET',
  prefix: 'admin',
  path: 'bulk-sign/:id',
  tag: 'signing',
  summary:
    "The progress of one of the user's bulks (by bulk id); a bulk whose run was interrupted is resumed",
  access: { permission: 'documents.sign' },
  params: UuidParamsSchema,
  response: BulkProgressResponseSchema,
});

export const listUnseenBulks = defineEndpoint({
  id: 'listUnseenBulks',
  method: 'GET',
  prefix: 'admin',
  path: 'bulk-sign',
  tag: 'signing',
  summary: "The user's bulks started and not yet put away, newest first",
  access: { permission: 'documents.sign' },
  response: z.object({ data: z.array(BulkProgressSchema) }),
});

export const markBulkSeen = defineEndpoint({
  id: 'markBulkSeen',
  method: 'PUT',
  prefix: 'admin',
  path: 'bulk-sign/:id/seen',
  tag: 'signing',
  summary: 'Put a finished bulk away: it is no longer listed',
  access: { permission: 'documents.sign' },
  params: UuidParamsSchema,
  response: BulkProgressResponseSchema,
});

export const bulkProgressEndpoints = [
  verifyBulkOtp,
  getBulkProgress,
  listUnseenBulks,
  markBulkSeen,
] as const;
