import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path === '/api' || path.startsWith('/api/');
}

/**
 * The not-found fallback of the web app: a browser navigation (GET/HEAD accepting HTML,
 * outside /api) gets index.html so the client router can handle the path.
 */
export async function spaFallback(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const navigation =
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isApiPath(request.url) &&
    (request.headers.accept ?? '').includes('text/html');
  if (!navigation) return false;
  await reply.header('cache-control', 'no-cache').sendFile('index.html');
  return true;
}

/** Serves the built web app from `staticDir` (pair with `spaFallback` in the not-found handler). */
export async function registerStaticWebApp(app: FastifyInstance, staticDir: string): Promise<void> {
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
    cacheControl: false,
    setHeaders: (reply, path) => {
      // Vite puts content-hashed files under assets/: they never change, everything else may.
      reply.header(
        'cache-control',
        path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
}
