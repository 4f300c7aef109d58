import type { RouteObject } from 'react-router';
import {
  documentListRouteSegments,
  documentListStatuses,
  type DocumentListStatus,
} from '@esign/contract';
import type { RouteHandle } from '@esign/session';
import { startDocumentListLoad, startDocumentPageLoad } from './api/early-document-requests';
import { documentListConfig } from './model/list-config';

/**
 * How long entering a document's page waits for its detail (and entering the first list, for
 * that list) before it shows the page without it. Long enough for a server under load (on a full
 * load the demo's detail comes in 0.1–0.2 s on this machine); short enough that a blank screen on
 * a full load, or the previous page after a click, never looks stuck.
 */
const DATA_WAIT_MS = 1_000;

/** Resolves when `work` settles (either way: it reports its own failures) or after `ms`. */
function settledWithin(work: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    void work
      .catch(() => undefined)
      .finally(() => {
        clearTimeout(timer);
        resolve();
      });
  });
}

function listRoute(status: DocumentListStatus): RouteObject {
  const { title, permission } = documentListConfig[status];
  const handle: RouteHandle = { permission, title };
  return {
    path: documentListRouteSegments[status],
    handle,
    children: [
      {
        index: true,
        lazy: () =>
          import('./pages/document-list-page').then((module) => ({
            Component: () => <module.DocumentListPage status={status} />,
          })),
        // Runs as the router enters the list, beside the page's lazy code: requests the list of
        // the URL while no list page has been shown yet (api/early-document-requests), then waits
        // for it, for at most DATA_WAIT_MS, as the document's page waits for its detail (below):
        // the page's first render shows the rows, instead of the page and then its table again
        // when the list comes. On Lighthouse's mobile preset, four pairs of runs: Total Blocking
        // Time 127–252 ms instead of 207–327, score 95–98 instead of 92–96.
        loader: async ({ request }) => {
          const query = startDocumentListLoad(status, new URL(request.url).searchParams);
          if (!query) return null;
          const loaded = import('./api/get-documents').then((module) =>
            module.loadDocumentListAhead(query),
          );
          await settledWithin(loaded, DATA_WAIT_MS);
          return null;
        },
      },
      {
        path: ':ref',
        handle: { permission, title: 'Document Detail' } satisfies RouteHandle,
        // pdf.js (its worker, 230 KB, and the viewer's code, 100 KB) is not requested with the
        // page's code: the page asks for it with the PDF, once the image of page 1 is on screen
        // (api/early-document-load, downloadPdfForViewer). Requested here, it shared a slow link
        // with that image, the page's largest paint.
        lazy: () =>
          import('./pages/document-detail-page').then((module) => ({
            Component: () => <module.DocumentDetailPage status={status} />,
          })),
        // Runs as the router enters the page, beside the page's lazy code: requests the detail
        // and the first page's image (api/early-document-requests, loaded with these routes, so
        // nothing is waited for to ask; the PDF waits for the page), then waits for the detail,
        // for at most DATA_WAIT_MS: the page's first render then shows the document, in the
        // router's transition (React renders it in slices), instead of a loading state followed
        // by the whole page again in one task when the detail comes (before this, that task was
        // the page's longest after its first paint: 347 ms on Lighthouse's mobile preset, which
        // slows the CPU 4×). A slower server gets the frame and the page's loading state after
        // the bound, as before. Only on entering: a response nobody takes would wait for a later
        // refetch.
        loader: async ({ params }) => {
          const ref = params['ref'];
          if (!ref || !startDocumentPageLoad(ref)) return null;
          const loaded = import('./api/get-document').then((module) =>
            module.loadDocumentAhead(ref),
          );
          await settledWithin(loaded, DATA_WAIT_MS);
          return null;
        },
        shouldRevalidate: () => false,
      },
    ],
  };
}

/**
 * The five lists of spec §2 and their detail routes, relative to /admin/documents:
 * sign, pending, completed, rejected, blocked, each with `/:ref`.
 */
export const documentsRoutes: RouteObject[] = documentListStatuses.map(listRoute);

const categoryHandle: RouteHandle = {
  permission: 'setting.document-category',
  title: 'Doc Category',
};

/** Setting › Doc Category, relative to /admin/setting. */
export const documentCategoryRoutes: RouteObject[] = [
  {
    path: 'document-category',
    handle: categoryHandle,
    lazy: () =>
      import('./pages/document-category-page').then((module) => ({
        Component: module.DocumentCategoryPage,
      })),
  },
];
