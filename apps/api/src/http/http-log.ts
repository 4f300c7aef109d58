import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { httpLogs } from '../db/schema/logs';
import { REDACTED, redact, redactUrl } from './redact';
import { storableLogText, storableLogValue } from './storable-log-value';

const MAX_LOGGED_TEXT = 64 * 1024;

// Readiness probes would flood the log with rows nobody reads.
const UNLOGGED_PATHS = new Set(['/api/health']);

function isLogged(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  return (path === '/api' || path.startsWith('/api/')) && !UNLOGGED_PATHS.has(path);
}

function truncated(text: string): string {
  return text.length > MAX_LOGGED_TEXT
    ? `${text.slice(0, MAX_LOGGED_TEXT)}… [${text.length - MAX_LOGGED_TEXT} more characters]`
    : text;
}

/** A JSON value as logged: itself, or its text truncated when that is longer than the cap. */
function bounded(value: unknown): unknown {
  const text = JSON.stringify(value);
  if (text === undefined) return null;
  return text.length > MAX_LOGGED_TEXT ? truncated(text) : value;
}

/** The response body as logged: JSON redacted, long bodies truncated, binary described. */
function loggedResponseBody(payload: unknown, contentType: string): unknown {
  if (payload === null || payload === undefined) return null;
  const text =
    typeof payload === 'string'
      ? payload
      : Buffer.isBuffer(payload) && contentType.includes('json')
        ? payload.toString('utf8')
        : null;
  if (text === null) {
    return Buffer.isBuffer(payload)
      ? `[binary ${payload.length} bytes${contentType ? `, ${contentType}` : ''}]`
      : '[stream]';
  }
  if (contentType.includes('json')) {
    try {
      return bounded(redact(JSON.parse(text)));
    } catch {
      // not JSON after all: fall through to text
    }
  }
  return truncated(text);
}

function loggedRequestBody(body: unknown): unknown {
  if (body === undefined || body === null) return null;
  if (typeof body === 'string') return truncated(body);
  if (Buffer.isBuffer(body)) return `[binary ${body.length} bytes]`;
  return bounded(redact(body));
}

/**
 * Writes every /api request to http_logs after the response has gone out. Every text and JSON
 * value is made storable (no NUL, no lone surrogate, bearer links redacted) and capped, so a
 * hostile request is logged like any other. The write is not
 * awaited by the request; a failure is logged and never reaches the client or the process.
 * `app.flushHttpLogs()` waits for writes in flight (tests, shutdown).
 */
export function registerHttpLog(app: FastifyInstance, deps: { db: Database; clock: Clock }): void {
  const pending = new Set<Promise<void>>();

  app.decorate('flushHttpLogs', async () => {
    await Promise.allSettled([...pending]);
  });

  app.addHook('onSend', async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
    if (isLogged(request)) request.logResponsePayload = payload;
    return payload;
  });

  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isLogged(request)) return;
    let write: Promise<void>;
    try {
      const contentType = String(reply.getHeader('content-type') ?? '');
      const row = {
        transactionId: String(request.id),
        referenceId:
          request.logReferenceId === null
            ? null
            : storableLogText(request.logReferenceId.slice(0, 100)),
        method: request.method,
        url: storableLogText(truncated(redactUrl(request.url))),
        httpStatus: reply.statusCode,
        requestHeader: storableLogValue(redact(request.headers)) as Record<string, unknown>,
        requestBody: storableLogValue(loggedRequestBody(request.body)),
        responseBody: request.logResponseRedacted
          ? REDACTED
          : storableLogValue(loggedResponseBody(request.logResponsePayload, contentType)),
        durationMs: Math.round(reply.elapsedTime),
        userId: request.principal?.userId ?? request.logUserId,
        ip: storableLogText(request.ip.slice(0, 64)),
        createdAt: deps.clock(),
      };
      write = deps.db
        .insert(httpLogs)
        .values(row)
        .then(() => undefined);
    } catch (error) {
      write = Promise.reject(error);
    }
    const tracked = write
      .catch((error: unknown) => request.log.error({ err: error }, 'could not write the HTTP log'))
      .finally(() => pending.delete(tracked));
    pending.add(tracked);
  });

  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves when every HTTP-log row already queued has been written. */
    flushHttpLogs(): Promise<void>;
  }
}
