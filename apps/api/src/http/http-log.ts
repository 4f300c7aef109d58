import { sql, type SQL } from 'drizzle-orm';
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

/** A JSON text, stored as it is in a text column of the log (db/schema/logs.ts). */
export type JsonText = string & { readonly jsonText: unique symbol };

export const jsonText = (value: unknown): JsonText => (JSON.stringify(value) ?? 'null') as JsonText;

/** Null (an SQL NULL) for a missing body, its JSON text otherwise. */
const nullableJson = (value: unknown): JsonText | null =>
  value === null || value === undefined ? null : jsonText(value);

// The log keeps NUL as its six characters and a lone surrogate as U+FFFD (storableLogText); as
// escapes in a JSON text they would come back as themselves when the log is read: a text holding
// either escape goes the long way, which rewrites them.
// JSON.stringify escapes only lone surrogates; a pair it writes as is.
const UNSTORABLE_ESCAPE = /\\u(?:0000|[dD][89a-fA-F])/;

/**
 * The response body as logged when its schema names no secret (registerEndpoint sets
 * `logsResponseAsWritten` to the success status): the JSON text as the serialiser wrote it,
 * bearer links redacted, without parsing and walking it. Null when it must go the long way:
 * another status (an error body has its own schema), a long body (truncated as text), or a
 * text holding the escape of NUL or of a surrogate.
 */
function responseAsWritten(
  request: FastifyRequest,
  statusCode: number,
  payload: unknown,
): JsonText | null {
  if (request.routeOptions.config.logsResponseAsWritten !== statusCode) return null;
  if (typeof payload !== 'string' || payload.length > MAX_LOGGED_TEXT) return null;
  if (UNSTORABLE_ESCAPE.test(payload)) return null;
  return storableLogText(payload) as JsonText;
}

/** One row of http_logs, its JSON columns already written as JSON text. */
export interface HttpLogEntry {
  transactionId: string;
  referenceId: string | null;
  method: string;
  url: string;
  httpStatus: number;
  requestHeader: JsonText;
  requestBody: JsonText | null;
  responseBody: JsonText | null;
  durationMs: number;
  userId: number | null;
  ip: string | null;
  createdAt: Date;
}

/** An entry's values, in the order of insertEntries' column list; its JSON columns as written. */
function valuesOf(entry: HttpLogEntry): SQL {
  return sql`(${entry.transactionId}, ${entry.referenceId}, ${entry.method}, ${entry.url},
    ${entry.httpStatus}, ${entry.requestHeader}, ${entry.requestBody}, ${entry.responseBody},
    ${entry.durationMs}, ${entry.userId}, ${entry.ip}, ${entry.createdAt.toISOString()})`;
}

/**
 * Rows of the log in one multi-row INSERT, a parameter per value: PostgreSQL reads each text
 * once, as it arrives (from one JSON array, json_to_recordset parsed every body twice).
 */
const insertEntries = (entries: HttpLogEntry[]) => sql`
  insert into ${httpLogs} (transaction_id, reference_id, method, url, http_status, request_header,
    request_body, response_body, duration_ms, user_id, ip, created_at)
  values ${sql.join(entries.map(valuesOf), sql`, `)}`;

/** Rows per INSERT: a bound on the statement's size (a row holds up to ~200 KB of text). */
const MAX_BATCH_ROWS = 200;

/**
 * Text the queue may hold, in characters (~32 MB under the documents benchmark's full load:
 * about a second of its requests). Rows only wait in the queue while an INSERT is running, so
 * it fills only when the database stops taking them (a lock, a stalled disk, a lost connection
 * that the pool takes long to give up): then newer rows are dropped and counted rather than held
 * until the process runs out of memory.
 */
const MAX_QUEUED_TEXT = 32 * 1024 * 1024;

/** Characters an entry holds: its texts (the rest is a few numbers and short strings). */
const textOf = (entry: HttpLogEntry): number =>
  entry.url.length +
  entry.requestHeader.length +
  (entry.requestBody?.length ?? 0) +
  (entry.responseBody?.length ?? 0);

/**
 * Collects HTTP-log rows and writes them in multi-row INSERTs, one at a time: while one batch is
 * being written, the rows of the requests answered meanwhile queue up and go together in the
 * next. So a quiet server writes each row at once, a busy one one INSERT (and one commit) for
 * many requests, and no row waits for a timer. A batch that fails is retried row by row, so one
 * unstorable row loses only itself; a failure is reported and never reaches a client. The queue
 * holds at most `maxQueuedText` characters of rows: past that, a row is dropped, and the number
 * dropped is reported once the queue has room again.
 */
export class HttpLogWriter {
  private queue: HttpLogEntry[] = [];
  private queuedText = 0;
  private dropped = 0;
  private writing: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    private readonly report: (error: unknown, rows: number) => void,
    private readonly maxQueuedText = MAX_QUEUED_TEXT,
  ) {}

  add(entry: HttpLogEntry): void {
    const text = textOf(entry);
    if (this.queue.length > 0 && this.queuedText + text > this.maxQueuedText) {
      this.dropped++;
      return;
    }
    this.queue.push(entry);
    this.queuedText += text;
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
        for (const entry of batch) this.queuedText -= textOf(entry);
        this.reportDropped();
        await this.write(batch);
      }
      this.reportDropped();
    } finally {
      this.writing = null;
    }
  }

  private reportDropped(): void {
    if (this.dropped === 0) return;
    const dropped = this.dropped;
    this.dropped = 0;
    this.report(
      new Error(
        `The HTTP log's queue was full (the database was not taking its rows): ${dropped} rows dropped`,
      ),
      dropped,
    );
  }

  private async write(batch: HttpLogEntry[]): Promise<void> {
    try {
      await this.db.execute(insertEntries(batch));
      return;
    } catch (error) {
      if (batch.length === 1) {
        this.report(error, 1);
        return;
      }
    }
    for (const entry of batch) {
      try {
        await this.db.execute(insertEntries([entry]));
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
        requestHeader: jsonText(storableLogValue(redact(request.headers))),
        requestBody: nullableJson(storableLogValue(loggedRequestBody(request.body))),
        responseBody: request.logResponseRedacted
          ? jsonText(REDACTED)
          : (responseAsWritten(request, reply.statusCode, request.logResponsePayload) ??
            nullableJson(
              storableLogValue(loggedResponseBody(request.logResponsePayload, contentType)),
            )),
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
  interface FastifyContextConfig {
    /**
     * The success status of a route whose response schema names no secret: its JSON body is
     * logged as written (registerEndpoint).
     */
    logsResponseAsWritten?: number;
  }
  interface FastifyInstance {
    /** Resolves when every HTTP-log row already queued has been written. */
    flushHttpLogs(): Promise<void>;
  }
}
