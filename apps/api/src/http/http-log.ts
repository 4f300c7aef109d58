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
      const value = redact(JSON.parse(text));
      // The payload's own length decides (redaction changes it by a few characters): a list
      // page is not stringified once more only to be measured.
      return text.length > MAX_LOGGED_TEXT ? truncated(JSON.stringify(value)) : value;
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

type HttpLogRow = typeof httpLogs.$inferInsert;

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters (14 columns a row). */
const MAX_BATCH_ROWS = 200;

/**
 * Collects HTTP-log rows and writes them in multi-row INSERTs, one at a time: while one batch is
 * being written, the rows of the requests answered meanwhile queue up and go together in the
 * next. So a quiet server writes each row at once, a busy one one INSERT (and one commit) for
 * many requests, and no row waits for a timer. A batch that fails is retried row by row, so one
 * unstorable row loses only itself; a failure is reported and never reaches a client.
 */
export class HttpLogWriter {
  private queue: HttpLogRow[] = [];
  private writing: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    private readonly report: (error: unknown, rows: number) => void,
  ) {}

  add(row: HttpLogRow): void {
    this.queue.push(row);
    this.writing ??= this.drain();
  }

  /** Resolves when every row added so far has been written (or reported as failed). */
  async flush(): Promise<void> {
    while (this.writing) await this.writing;
  }

  private async drain(): Promise<void> {
    // Let the responses of this turn of the event loop add their rows first.
    await new Promise<void>((resolve) => setImmediate(resolve));
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, MAX_BATCH_ROWS);
        await this.write(batch);
      }
    } finally {
      this.writing = null;
    }
  }

  private async write(batch: HttpLogRow[]): Promise<void> {
    try {
      await this.db.insert(httpLogs).values(batch);
      return;
    } catch (error) {
      if (batch.length === 1) {
        this.report(error, 1);
        return;
      }
    }
    for (const row of batch) {
      try {
        await this.db.insert(httpLogs).values(row);
      } catch (error) {
        this.report(error, 1);
      }
    }
  }
}

/**
 * Writes every /api request to http_logs after the response has gone out, in batches
 * (HttpLogWriter). Every text and JSON value is made storable (no NUL, no lone surrogate, bearer
 * links redacted) and capped, so a hostile request is logged like any other. The request never
 * waits for its row; `app.flushHttpLogs()` waits for every queued row (tests), and closing the
 * app writes them all before its onClose hook resolves, so a clean shutdown loses none.
 */
export function registerHttpLog(app: FastifyInstance, deps: { db: Database; clock: Clock }): void {
  const writer = new HttpLogWriter(deps.db, (error, rows) =>
    app.log.error({ err: error, rows }, 'could not write the HTTP log'),
  );

  app.decorate('flushHttpLogs', () => writer.flush());

  app.addHook('onSend', async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
    if (isLogged(request)) request.logResponsePayload = payload;
    return payload;
  });

  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isLogged(request)) return;
    try {
      const contentType = String(reply.getHeader('content-type') ?? '');
      writer.add({
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
      });
    } catch (error) {
      request.log.error({ err: error }, 'could not write the HTTP log');
    }
  });

  app.addHook('onClose', () => writer.flush());
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves when every HTTP-log row already queued has been written. */
    flushHttpLogs(): Promise<void>;
  }
}
