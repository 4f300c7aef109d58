import type { ErrorBody, FieldMessages } from '@esign/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Sends the contract's ErrorBody; every error response goes through here. */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: string,
  error: string,
  extra: {
    errors?: string[] | undefined;
    messages?: (string | FieldMessages)[] | undefined;
    headers?: Record<string, string> | undefined;
    otpDetail?: { id: string; message: string } | undefined;
  } = {},
): FastifyReply {
  const body: ErrorBody = {
    status,
    code,
    error,
    ...(extra.errors ? { errors: extra.errors } : {}),
    ...(extra.messages ? { messages: extra.messages } : {}),
    ...(extra.otpDetail ? { otp_detail: extra.otpDetail } : {}),
    transaction_id: String(request.id),
  };
  if (extra.headers) reply.headers(extra.headers);
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}
