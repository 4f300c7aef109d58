import type { FieldMessages } from '@esign/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, EXPECTS_MULTIPART } from './api-error';
import { sendError } from './error-body';

interface ValidationIssue {
  instancePath: string;
  keyword: string;
  message?: string | undefined;
  params?: Record<string, unknown>;
}

const CONTEXT_NAMES: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'params',
  headers: 'headers',
};

/** `office_area_id` → "Office area id", the way a field is named in a sentence. */
export function humanise(param: string): string {
  const last = param.split('.').pop() ?? param;
  const words = last.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * An error body names at most this many fields, then counts the rest: a body of 60,000 unknown
 * keys must not become a 3 MB answer.
 */
export const MAX_FIELD_ERRORS = 20;
const MAX_MESSAGES_PER_FIELD = 5;
// A field name is echoed from the request; an unknown key may be any length.
const MAX_PARAM_LENGTH = 100;

function shortened(param: string): string {
  return param.length > MAX_PARAM_LENGTH ? `${param.slice(0, MAX_PARAM_LENGTH)}…` : param;
}

/**
 * Zod issues (from fastify-type-provider-zod) grouped into `{ param, messages[] }` per field:
 * the first MAX_FIELD_ERRORS fields, then one line that counts the others.
 */
export function fieldMessages(
  issues: readonly ValidationIssue[],
  context: string | undefined,
): (FieldMessages | string)[] {
  const byParam = new Map<string, string[]>();
  let omitted = 0;
  const add = (param: string, message: string) => {
    const list = byParam.get(param);
    if (!list && byParam.size >= MAX_FIELD_ERRORS) {
      omitted++;
      return;
    }
    if (!list) byParam.set(param, [message]);
    else if (list.length < MAX_MESSAGES_PER_FIELD && !list.includes(message)) list.push(message);
  };
  for (const issue of issues) {
    const param = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params?.['keys'])) {
      for (const key of issue.params['keys'] as string[])
        add(
          shortened(param ? `${param}.${key}` : key),
          `${shortened(humanise(key))} is not allowed`,
        );
      continue;
    }
    const name = param || CONTEXT_NAMES[context ?? 'body'] || 'body';
    const message = issue.message ?? 'is invalid';
    // Zod says "expected string, received undefined" for a missing field; say it plainly.
    add(
      name,
      issue.keyword === 'invalid_type' && /received undefined$/.test(message)
        ? `${humanise(name)} is required`
        : message,
    );
  }
  const fields: (FieldMessages | string)[] = [...byParam].map(([param, messages]) => ({
    param,
    messages,
  }));
  if (omitted > 0) fields.push(`…and ${omitted} more problems`);
  return fields;
}

function handleError(
  error: FastifyError | ApiError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
  bodyLimit: number | undefined,
) {
  if (error instanceof ApiError) {
    return sendError(request, reply, error.status, error.code, error.message, error.options);
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    return sendError(request, reply, 400, 'validation_failed', 'Data sent is invalid', {
      messages: fieldMessages(
        fastifyError.validation as ValidationIssue[],
        fastifyError.validationContext,
      ),
    });
  }
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return sendError(request, reply, 400, 'validation_failed', 'Data sent is invalid', {
        messages: ['Body is not valid JSON'],
      });
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return sendError(request, reply, 400, 'validation_failed', 'Data sent is invalid', {
        messages: ['Body is empty'],
      });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return sendError(
        request,
        reply,
        413,
        'payload_too_large',
        `Request body is larger than ${request.routeOptions.bodyLimit ?? bodyLimit ?? 'allowed'} bytes`,
      );
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return sendError(
        request,
        reply,
        415,
        'unsupported_media_type',
        request.routeOptions.config.multipart ? EXPECTS_MULTIPART : 'Content type is not supported',
      );
  }
  const status = fastifyError.statusCode;
  // Fastify's own 4xx errors (bad content length, bad URL, …) carry safe messages.
  if (status && status >= 400 && status < 500 && fastifyError.code?.startsWith('FST_')) {
    return sendError(request, reply, status, 'bad_request', fastifyError.message);
  }
  request.log.error({ err: error }, 'unhandled error');
  return sendError(
    request,
    reply,
    500,
    'internal_error',
    'Something went wrong. Please try again later.',
  );
}

/**
 * Fastify's `frameworkErrors`: a URL that does not decode (`%ED%A0%80`) or a parameter over the
 * router's length limit is answered before any route or hook runs; it still gets an ErrorBody.
 */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  request.server.setSecurityHeaders?.(request, reply);
  reply.header('x-transaction-id', request.id);
  sendError(request, reply, status, 'bad_request', 'The URL is not valid');
}

export interface ErrorHandlingOptions {
  /** The app-wide body limit, named in a 413 of a route that has no limit of its own. */
  bodyLimit?: number;
  /** Answers a GET that matched no route and no API path (the SPA fallback); returns false to fall through to 404. */
  fallback?: (request: FastifyRequest, reply: FastifyReply) => boolean;
}

/** Every error and every unknown route becomes the contract's ErrorBody with the transaction id. */
export function registerErrorHandling(app: FastifyInstance, options: ErrorHandlingOptions): void {
  app.setErrorHandler((error, request, reply) =>
    handleError(error as FastifyError, request, reply, options.bodyLimit),
  );
  // A plain function that returns nothing: returning the reply (a thenable) would make Fastify
  // wait on it, hanging listeners on the response (see spaFallback).
  app.setNotFoundHandler((request, reply) => {
    if (options.fallback?.(request, reply)) return;
    sendError(
      request,
      reply,
      404,
      'not_found',
      `No route for ${request.method} ${request.url.split('?')[0]}`,
    );
  });
}
