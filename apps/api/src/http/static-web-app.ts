import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import { z } from 'zod';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PRERENDERED_PAGES_DIR } from '@esign/contract';
import type { AppConfig } from '../config';
import {
  loadPrerenderedLogin,
  sendPrerenderedPage,
  wantsPrerenderedLogin,
} from './prerendered-pages';

function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path === '/api' || path.startsWith('/api/');
}

/**
 * The not-found fallback of the web app: a browser navigation (GET/HEAD accepting HTML,
 * outside /api) gets index.html so the client router can handle the path. Starts the answer and
 * returns at once: a reply is a thenable, and awaiting it (or returning it from an async
 * handler) hangs two listeners on the response at each level until it is written, over Node's
 * limit of ten once @fastify/static's own levels are added.
 */
export function spaFallback(request: FastifyRequest, reply: FastifyReply): boolean {
  const navigation =
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isApiPath(request.url) &&
    (request.headers.accept ?? '').includes('text/html');
  if (!navigation) return false;
  void reply.header('cache-control', 'no-cache').sendFile('index.html');
  return true;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * pdf.js's fonts and character maps (copied by the shell's build to /pdfjs/) carry no hash of
 * their own. The viewer asks for them under `/pdfjs/build-<worker>/…`, `<worker>` being the file
 * name (without `.mjs`) of the pdf.js worker it runs, content-hashed under assets/: when that
 * worker is part of the build served here, these files came from the same pdfjs-dist and never
 * change under that name, so they are cached for good. An upgrade of pdfjs-dist changes the
 * worker and so the name; a name this build does not have (an old page open across a deploy)
 * gets today's files, revalidated on every use, as does the unversioned path.
 */
const PdfjsParamsSchema = z.object({ build: z.string(), '*': z.string() });
const VERSIONED_PDFJS = /^\/pdfjs\/build-([\w.-]+)\//;

function cacheControl(staticDir: string, url: string, path: string): string {
  // Vite puts content-hashed files under assets/: they never change, everything else may.
  if (path.includes(`${sep}assets${sep}`)) return IMMUTABLE;
  const worker = VERSIONED_PDFJS.exec(url)?.[1];
  if (worker && existsSync(join(staticDir, 'assets', `${worker}.mjs`))) return IMMUTABLE;
  return 'no-cache';
}

/**
 * Serves the built web app from `staticDir` (pair with `spaFallback` in the not-found handler),
 * with /login drawn in the HTML for a visitor without a session (prerendered-pages.ts).
 */
export async function registerStaticWebApp(
  app: FastifyInstance,
  staticDir: string,
  config: Pick<AppConfig, 'sso' | 'poweredBy' | 'maintenance'>,
): Promise<void> {
  if (!existsSync(join(staticDir, 'index.html'))) {
    app.log.warn(`STATIC_DIR ${staticDir} has no index.html; the web app will not load`);
  }
  await app.register(fastifyStatic, {
    root: staticDir,
    wildcard: true,
    index: 'index.html',
    // The shell build writes .br and .gz beside each asset (apps/shell/precompress-plugin.mts).
    preCompressed: true,
    dotfiles: 'ignore',
    // The drawn pages are templates (the server fills in its settings): sent only as /login below.
    allowedPath: (pathName) => !pathName.startsWith(`/${PRERENDERED_PAGES_DIR}/`),
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('cache-control', cacheControl(staticDir, reply.request.url, path));
    },
  });
  const login = loadPrerenderedLogin(staticDir, config);
  // Returns nothing: a reply is a thenable (see spaFallback).
  app.get('/login', (request, reply) => {
    if (login && wantsPrerenderedLogin(request)) sendPrerenderedPage(request, reply, login);
    else if (!spaFallback(request, reply)) reply.callNotFound();
  });
  // `/pdfjs/build-<worker>/<file>` is `/pdfjs/<file>`; any other /pdfjs/ path is served as it is.
  app.get('/pdfjs/:build/*', (request, reply) => {
    const { build, '*': rest } = PdfjsParamsSchema.parse(request.params);
    const file = build.startsWith('build-') ? rest : `${build}/${rest}`;
    return reply.sendFile(`pdfjs/${file}`);
  });
}
