import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  COLOR_MODE_COOKIE,
  POWERED_BY_PLACEHOLDER,
  PRERENDERED_LOGIN_FILES,
  PRERENDERED_PAGES_DIR,
  REFRESH_TOKEN_COOKIE,
} from '@esign/contract';
import type { AppConfig } from '../config';
import { etagWithEncoding, negotiateEncoding } from './response-compression';

/** A page written once at start-up, in each encoding a browser may ask for. */
export interface PrerenderedPage {
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/**
 * /login as the build drew it (apps/shell/prerender-login-plugin.mts) for this server: the variant
 * with the SSO button when SSO is configured, this server's `poweredBy` in its footer. Null when
 * the build has none (an older build, a development server) or in maintenance mode (every page
 * leads to the maintenance page, which the drawn form would flash before).
 */
export function loadPrerenderedLogin(
  staticDir: string,
  config: Pick<AppConfig, 'sso' | 'poweredBy' | 'maintenance'>,
): PrerenderedPage | null {
  if (config.maintenance) return null;
  const file = join(
    staticDir,
    PRERENDERED_PAGES_DIR,
    config.sso ? PRERENDERED_LOGIN_FILES.withSso : PRERENDERED_LOGIN_FILES.withoutSso,
  );
  if (!existsSync(file)) return null;
  const html = readFileSync(file, 'utf8')
    .split(POWERED_BY_PLACEHOLDER)
    .join(escapeHtml(config.poweredBy));
  const identity = Buffer.from(html);
  return {
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`,
    identity,
    // Once per start, so at the best settings (65 KB of HTML: about 8 KB, 20 ms).
    br: brotliCompressSync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

/** The value of cookie `name` in the request ('' when absent). */
function cookieValue(request: FastifyRequest, name: string): string {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) {
      return part.slice(separator + 1).trim();
    }
  }
  return '';
}

/**
 * Whether this request for /login gets the drawn page: a browser navigation (it accepts HTML) of a
 * visitor without a session who has not chosen dark mode. Otherwise index.html: a visitor with a
 * session (the refresh-token cookie) is sent on to /admin by the app, and the drawn form would
 * flash first; the form is drawn light (the drawn page hides itself when the system is dark).
 */
export function wantsPrerenderedLogin(request: FastifyRequest): boolean {
  return (
    (request.headers.accept ?? '').includes('text/html') &&
    cookieValue(request, REFRESH_TOKEN_COOKIE) === '' &&
    cookieValue(request, COLOR_MODE_COOKIE) !== 'dark'
  );
}

/** Sends `page` (brotli or gzip when accepted), revalidated on every visit like index.html. */
export function sendPrerenderedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: PrerenderedPage,
): void {
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  const etag = encoding ? etagWithEncoding(page.etag, encoding) : page.etag;
  void reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    // The answer depends on the session cookie and on the encodings the browser accepts.
    .header('vary', 'accept-encoding, cookie')
    .header('etag', etag);
  if (request.headers['if-none-match'] === etag) {
    void reply.code(304).send();
    return;
  }
  if (encoding) void reply.header('content-encoding', encoding);
  void reply.send(encoding ? page[encoding] : page.identity);
}
