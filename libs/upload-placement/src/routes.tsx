import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@esign/session';
import { startPdfViewerLoad } from '@esign/ui-kit';

const uploadHandle: RouteHandle = { permission: 'upload-document', title: 'Upload Document' };

/** Upload Document (spec §2), relative to /admin. */
export const uploadPlacementRoutes: RouteObject[] = [
  {
    path: 'upload-document',
    handle: uploadHandle,
    lazy: () => {
      // Every file chosen here opens in the placement editor's PDF viewer: pdf.js's worker and the
      // viewer's code load while the page shows and its files are being chosen, not after.
      startPdfViewerLoad();
      return import('./pages/upload-document-page').then((module) => ({
        Component: module.UploadDocumentPage,
      }));
    },
  },
];
