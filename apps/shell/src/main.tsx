import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { loadRuntimeConfig } from '@esign/api-client';
import { COLOR_MODE_COOKIE } from '@esign/contract';
import { initSession, prefetchCookieKey, RuntimeConfigProvider } from '@esign/session';
import {
  ErrorPage,
  hasPrerenderedPage,
  nextTask,
  prepareAppSystem,
  removePrerenderedPage,
  ReplacePrerenderedPage,
  UiProvider,
} from '@esign/ui-kit';
import { appRoutes } from './app/routes';
import { isChunkLoadError, reloadAfterChunkError } from './app/chunk-reload';
import { queryCacheHandle } from './app/query-cache-handle';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const root = createRoot(container);

// A chunk that fails to preload (typically after a new deploy) reloads the page once per minute.
window.addEventListener('vite:preloadError', (event) => {
  if (
    isChunkLoadError(
      (event as Event & { payload?: unknown }).payload ?? new Error('ChunkLoadError'),
    )
  ) {
    if (reloadAfterChunkError()) event.preventDefault();
  }
});

/**
 * Starts fetching the lazy modules of the routes the URL matches (the page, the admin frame) while
 * the runtime config and the session load: the router would ask for them only after that. The
 * module loader keeps the promise, so the router's own call finds them loaded; a failure is left
 * to the router, which reports it when it loads the route.
 */
function prefetchMatchedRoutes(): void {
  for (const { route } of matchRoutes(appRoutes, window.location.pathname) ?? []) {
    if (typeof route.lazy === 'function') route.lazy().catch(() => undefined);
  }
}

/** Resolves once the router has loaded the matched routes' code and data (at once if it has). */
function routerInitialized(router: ReturnType<typeof createBrowserRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

async function start(): Promise<void> {
  prefetchMatchedRoutes();
  // Needed by initSession, and independent of the runtime config: loaded beside it, not after.
  prefetchCookieKey();
  // The Chakra system, a step per task while the requests below are in flight, instead of in the
  // first render's task (40–60 ms at once, the longest task of the load).
  const systemReady = prepareAppSystem();
  // The runtime config is validated before the first render: without it nothing can work.
  const config = await loadRuntimeConfig();
  await initSession(config, queryCacheHandle);
  // The router's creation runs the matched routes' loaders (the page's requests): a task of its
  // own, not the one that starts the session. Together they held the main thread 20–35 ms (about
  // 130 ms at Lighthouse's 4× slower phone, a long task in Total Blocking Time).
  await nextTask();
  const router = createBrowserRouter(appRoutes);
  // The server sent this page already drawn (/login): the first render replaces it, so it must be
  // the page itself, not the router's fallback for a route whose code is still settling.
  if (hasPrerenderedPage()) await routerInitialized(router);
  await systemReady;
  // A transition: React renders the first page in slices of a few milliseconds, yielding between
  // them, instead of in one task (on /login at Lighthouse's 4× CPU slowdown, 300–700 ms of
  // blocking became 160 + 55 ms). Nothing is on screen yet that the user could act on meanwhile.
  startTransition(() =>
    root.render(
      <StrictMode>
        <UiProvider colorModeCookie={COLOR_MODE_COOKIE}>
          <RuntimeConfigProvider value={config}>
            <RouterProvider router={router} />
          </RuntimeConfigProvider>
          <ReplacePrerenderedPage />
        </UiProvider>
      </StrictMode>,
    ),
  );
}

start().catch((error: unknown) => {
  console.error(error);
  removePrerenderedPage();
  root.render(
    <UiProvider>
      <ErrorPage status={500} />
    </UiProvider>,
  );
});
