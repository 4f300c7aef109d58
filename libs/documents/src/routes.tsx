import type { RouteObject } from 'react-router';
import {
  documentListRouteSegments,
  documentListStatuses,
  type DocumentListStatus,
} from '@esign/contract';
import type { RouteHandle } from '@esign/session';
import { startPdfWorkerLoad } from '@esign/ui-kit';
import type * as EarlyDocumentLoad from './api/early-document-load';
import { documentListConfig } from './model/list-config';

/**
 * The early load's module (api/early-document-load) once imported. The detail route's loader calls
 * it directly when it is there: an `import()` resolves in a later task even for a module already
 * evaluated, and on a full load the task before it is the app's first render (100–150 ms on this
 * machine), which held the detail and the PDF back that long.
 */
let earlyDocumentLoad: typeof EarlyDocumentLoad | null = null;

function importEarlyDocumentLoad(): Promise<typeof EarlyDocumentLoad> {
  return import('./api/early-document-load').then((module) => (earlyDocumentLoad = module));
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
      },
      {
        path: ':ref',
        handle: { permission, title: 'Document Detail' } satisfies RouteHandle,
        lazy: () => {
          // pdf.js's worker: its chunk needs no other, so the worker starts as soon as that chunk
          // is in, without waiting for the viewer's other chunks (which also import it).
          startPdfWorkerLoad();
          // Asked for before the page's code, and before the loader below runs (which on a full
          // load waits for the session to be restored; the shell calls this at once): the early
          // load's small chunk is not queued behind the page's chunks on the browser's six
          // connections (HTTP/1.1), and the viewer's code and the pdf.js worker start loading.
          void importEarlyDocumentLoad().then((load) => load.startDocumentViewerLoad());
          return import('./pages/document-detail-page').then((module) => ({
            Component: () => <module.DocumentDetailPage status={status} />,
          }));
        },
        // Runs as the router enters the page, beside the page's lazy code: starts the detail and
        // the PDF (api/early-document-load); the page does not wait for it. Only on entering:
        // a response nobody takes would wait for a later refetch.
        loader: ({ params }) => {
          const start = (load: typeof EarlyDocumentLoad) =>
            load.startDocumentPageLoad(params['ref']);
          if (earlyDocumentLoad) start(earlyDocumentLoad);
          else void importEarlyDocumentLoad().then(start);
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
