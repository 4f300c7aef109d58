import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
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
 * helmet: the CSP above, X-Frame-Options DENY (the signing screen must not be framed),
 * nosniff, no referrer (a zip link in a URL is a credential), and HSTS only on requests that
 * came over TLS (directly, or through a trusted proxy's X-Forwarded-Proto). API responses that
 * set no Cache-Control of their own get `no-store`: they carry tokens and personal data.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<AppConfig, 'sso'>,
): void {
  const options: HelmetOptions = {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // MSAL's sign-in popup reports back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
  };
  // Built once: helmet() parses the directives and builds each header's middleware, and
  // @fastify/helmet called it anew on every request (2% of the server's time on a list page).
  const setHeaders = helmet(options);
  const setHeadersOverTls = helmet({
    ...options,
    strictTransportSecurity: { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true },
  });
  const apply = (request: FastifyRequest, reply: FastifyReply) =>
    (request.protocol === 'https' ? setHeadersOverTls : setHeaders)(
      request.raw,
      reply.raw,
      () => undefined,
    );
  // Answers the router gives before any hook runs (see frameworkErrors) set them through this.
  app.decorate('setSecurityHeaders', apply);
  app.addHook('onRequest', async (request, reply) => {
    apply(request, reply);
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
