import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ByteBudgetCache } from '../cache/byte-budget-cache';

export type ContentEncoding = 'gzip' | 'br';

/** What the server compresses; null in the config turns compression off. */
export interface ResponseCompressionOptions {
  /** Bodies shorter than this many bytes go out as they are. */
  minBytes: number;
  /** How many bytes of compressed reusable bodies (`reuseCompressedBody`) each server keeps. */
  reusableCacheBytes: number;
}

/**
 * Brotli at quality 1 first, else gzip at level 1: the cheapest of each for what they save.
 * Measured on document list pages (tools/bench/document-list.mts --accept-encoding gzip): a
 * 10-row page (9.0 KB of JSON) becomes 1.56 KB with brotli 1 in 22 µs, 1.55 KB with gzip 1 in
 * 27 µs (gzip 6: 1.36 KB, 41 µs; brotli 4: 1.36 KB, 63 µs); a 100-row page (89 KB) becomes
 * 7.5 KB with brotli 1 in 81 µs, 7.9 KB with gzip 1 in 149 µs (gzip 6: 5.9 KB, 447 µs). Higher
 * levels win a few hundred bytes of an already small body for two to five times the CPU.
 * Browsers send `br` over HTTPS only, so on plain HTTP they get gzip.
 */
const PREFERENCE: readonly ContentEncoding[] = ['br', 'gzip'];
const GZIP_LEVEL = 1;
const BROTLI_QUALITY = 1;

/**
 * Longer bodies (a page of HTTP-log rows may be megabytes) are compressed on libuv's thread
 * pool, so the event loop is not held up; shorter ones at once, which costs less CPU.
 */
const COMPRESS_OFF_THREAD_ABOVE = 256 * 1024;

/**
 * Types worth compressing on the fly: text, JSON, JavaScript, XML and SVG. Zip, xlsx and images
 * are compressed already; a server-sent events stream must reach the client event by event. A PDF
 * is partly compressed (its page contents usually are, its object structure is not: the demo's
 * 300-page PDF shrinks by 40–50 %), so a stored PDF is compressed once and the copy reused
 * (`reuseCompressedBody`).
 */
const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)|application\/(?:json|javascript|xml|[\w.-]+\+(?:json|xml))|image\/svg\+xml)/i;

/**
 * The encoding to answer with: the acceptable one (q > 0) of highest q, ties going to the
 * server's preference; `*` stands for every encoding not named. Null: send the body as it is.
 */
export function negotiateEncoding(
  acceptEncoding: string | undefined,
  preference: readonly ContentEncoding[] = PREFERENCE,
): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    let q = 1;
    for (const parameter of parameters) {
      const match = /^q=([01](?:\.\d{0,3})?)$/i.exec(parameter);
      if (match) q = Number(match[1]);
    }
    weights.set(name.toLowerCase(), Math.min(1, q));
  }
  let chosen: ContentEncoding | null = null;
  let best = 0;
  for (const encoding of preference) {
    const q = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (q > best) {
      chosen = encoding;
      best = q;
    }
  }
  return chosen;
}

/**
 * A reusable body (`reuseCompressedBody`) is sent compressed only when that saves at least a tenth
 * of it.
 */
const REUSABLE_MAX_RATIO = 0.9;

/**
 * Reusable bodies up to this size are compressed at once, on the event loop: compressed once per
 * file version, and the thread pool, shared with file reads, answered late under load. Measured
 * on the demo's 300-page PDF (674 KB, pdf-lib, no object streams): brotli 1 → 380 KB in 4–7 ms,
 * gzip 1 → 423 KB in 20 ms (brotli 5: 323 KB in 36 ms; gzip 6: 411 KB in 22 ms). Sent to a
 * browser on a fresh server, the PDF's first byte came 100–240 ms later than uncompressed when
 * compressed on the thread pool (brotli 1 or 5), and as early when compressed at once.
 */
const REUSABLE_COMPRESS_AT_ONCE_UP_TO = 1024 * 1024;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

const brotliOptions = (size: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

/** The body in `encoding`, on libuv's thread pool when it is longer than `offThreadAbove`. */
export async function compressBody(
  body: Buffer,
  encoding: ContentEncoding,
  offThreadAbove = COMPRESS_OFF_THREAD_ABOVE,
): Promise<Buffer> {
  const offThread = body.length > offThreadAbove;
  if (encoding === 'gzip')
    return offThread
      ? gzipAsync(body, { level: GZIP_LEVEL })
      : gzipSync(body, { level: GZIP_LEVEL });
  const options = brotliOptions(body.length);
  return offThread ? brotliAsync(body, options) : brotliCompressSync(body, options);
}

/**
 * Compressed copies of immutable bodies (a stored file's version), by key and encoding, least
 * recently used first out once they hold more than `maxBytes`. Requests for a copy being made
 * wait for that one. Null: compressing saves too little (a scanned PDF is mostly JPEG), which is
 * remembered too. Each server keeps its own; nothing relies on it for correctness.
 */
export class CompressedBodyCache {
  /** Copies being made, shared by the requests that arrive meanwhile. */
  private readonly making = new Map<string, Promise<Buffer | null>>();
  /** Finished copies, counted by their size (a null one counts nothing). */
  private readonly made: ByteBudgetCache<string, Promise<Buffer | null>>;

  constructor(maxBytes: number) {
    this.made = new ByteBudgetCache(maxBytes);
  }

  get(key: string, encoding: ContentEncoding, body: Buffer): Promise<Buffer | null> {
    const id = `${encoding}:${key}`;
    const held = this.made.get(id) ?? this.making.get(id);
    if (held) return held;
    const made = compressBody(body, encoding, REUSABLE_COMPRESS_AT_ONCE_UP_TO).then((compressed) =>
      compressed.length <= body.length * REUSABLE_MAX_RATIO ? compressed : null,
    );
    this.making.set(id, made);
    made.then(
      (compressed) => {
        this.making.delete(id);
        this.made.set(id, made, compressed?.length ?? 0);
      },
      () => this.making.delete(id),
    );
    return made;
  }

  /** Bytes held (the finished entries). */
  get heldBytes(): number {
    return this.made.size.bytes;
  }
}

const reusableBodies = new WeakMap<FastifyReply, string>();

/**
 * Marks this reply's body as immutable under `key` (unique to the bytes: a stored file's id):
 * sent whole, it goes out compressed to clients that accept gzip or br, whatever its type, with
 * the compressed copy kept for the next request (`CompressedBodyCache`) and its ETag naming the
 * encoding. Without response compression the mark changes nothing.
 */
export function reuseCompressedBody(reply: FastifyReply, key: string): FastifyReply {
  reusableBodies.set(reply, key);
  return reply;
}

/** `"pdf-12"` sent as gzip is `"pdf-12-gzip"`: each encoding of a body is its own representation. */
export function etagWithEncoding(etag: string, encoding: ContentEncoding): string {
  return etag.replace(/"$/, `-${encoding}"`);
}

/** Adds `accept-encoding` to the reply's Vary header (once). */
function varyOnAcceptEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const names = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.some((name) => name === '*' || name.toLowerCase() === 'accept-encoding')) return;
  reply.header('vary', [...names, 'accept-encoding'].join(', '));
}

/**
 * Whether this response's body may be replaced by a compressed one; `reusable` bodies
 * (`reuseCompressedBody`) whatever their type.
 */
function mayCompress(reply: FastifyReply, reusable: boolean): boolean {
  const status = reply.statusCode;
  // A 206 is a piece of the representation's bytes: compressing it would change which bytes.
  if (status < 200 || status === 204 || status === 206 || status === 304) return false;
  if (reply.hasHeader('content-encoding') || reply.hasHeader('content-range')) return false;
  if (/\bno-transform\b/i.test(String(reply.getHeader('cache-control') ?? ''))) return false;
  return reusable || COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''));
}

/**
 * Compresses text and JSON bodies (strings and buffers Fastify has serialised) of at least
 * `minBytes` for clients that accept gzip or br, with `vary: accept-encoding`, and the bodies marked
 * reusable (`reuseCompressedBody`: a stored PDF) through a `CompressedBodyCache`. Streams (a
 * server-sent events stream, the web app's precompressed files) and bodies already encoded go
 * out untouched. Register it after every other onSend hook that reads the body (the HTTP log
 * keeps the plain JSON): Fastify runs them in the order they were added.
 */
export function registerResponseCompression(
  app: FastifyInstance,
  options: ResponseCompressionOptions,
): void {
  const reusableCache = new CompressedBodyCache(options.reusableCacheBytes);
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
    const reusableKey = reusableBodies.get(reply);
    if (size < options.minBytes || !mayCompress(reply, reusableKey !== undefined)) return payload;
    varyOnAcceptEncoding(reply);
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const compressed =
      reusableKey === undefined
        ? await compressBody(body, encoding)
        : await reusableCache.get(reusableKey, encoding, body);
    if (!compressed || compressed.length >= size) return payload;
    // Fastify sets content-length from the body it is given (HEAD included).
    reply.removeHeader('content-length');
    reply.header('content-encoding', encoding);
    const etag = reply.getHeader('etag');
    if (typeof etag === 'string') reply.header('etag', etagWithEncoding(etag, encoding));
    return compressed;
  });
}
