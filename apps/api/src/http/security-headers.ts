import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { SSO_REDIRECT_PATH, type AppConfig } from '../config';

/** One year, the value HSTS preload lists ask for. */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The Content-Security-Policy of everything this server sends, the built web app included.
 * - Scripts only from this origin: the shell's index.html has no inline script, and the pdf.js
 *   worker is a same-origin module (`worker-src`).
 * - Styles also inline: Chakra UI's emotion injects `<style>` elements and style attributes at
 *   run time (a nonce would need index.html rendered per request).
 * - Images from `data:` and `blob:` (icons, a seal image); fonts from `data:` (pdf.js); pdf.js
 *   fetches its standard fonts and CMaps from this origin under `/pdfjs/`.
 * - SSO: MSAL talks to the identity provider (`connect-src`) and renews tokens in a hidden
 *   iframe (`frame-src`); nothing else may be framed, and nobody may frame this app.
 */
export function contentSecurityPolicy(config: Pick<AppConfig, 'sso'>): Record<string, string[]> {
  const identityProvider = config.sso ? [new URL(config.sso.authority).origin] : [];
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...identityProvider],
    'worker-src': ["'self'"],
    'frame-src': identityProvider.length > 0 ? identityProvider : ["'none'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * Security headers on every response (API JSON, errors, downloads, the web app's files) through
 * @fastify/helmet: the CSP above, X-Frame-Options DENY (the signing screen must not be framed),
 * nosniff, no referrer (a zip link in a URL is a credential), and HSTS only on requests that
 * came over TLS (directly, or through a trusted proxy's X-Forwarded-Proto). API responses that
 * set no Cache-Control of their own get `no-store`: they carry tokens and personal data.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<AppConfig, 'sso'>,
): Promise<void> {
  const options: FastifyHelmetOptions = {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // MSAL's sign-in popup reports back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
  };
  await app.register(fastifyHelmet, options);
  // Answers the router gives before any hook runs (see frameworkErrors) set them through this.
  // The same options; helmet's ESM and CJS typings name the same types twice.
  const setHeaders = helmet(options as Parameters<typeof helmet>[0]);
  app.decorate('setSecurityHeaders', (request, reply) =>
    setHeaders(request.raw, reply.raw, () => undefined),
  );
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.helmet({
        strictTransportSecurity: { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true },
      });
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
    // The SSO popup comes back to this page from the identity provider's origin; any other
    // opener policy would sever it from the window that opened it (MSAL then reads "popup
    // closed" instead of the response). The page itself runs no sign-in inside the popup.
    if (config.sso && request.url.split(/[?#]/)[0] === SSO_REDIRECT_PATH) {
      reply.header('cross-origin-opener-policy', 'unsafe-none');
    }
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sets the security headers on a reply that no onRequest hook saw (router errors). */
    setSecurityHeaders?: (request: FastifyRequest, reply: FastifyReply) => void;
  }
}
