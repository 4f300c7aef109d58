import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@esign/session';

const uploadHandle: RouteHandle = { permission: 'upload-document', title: 'Upload Document' };

/** Upload Document (spec §2), relative to /admin. */
export const uploadPlacementRoutes: RouteObject[] = [
  {
    path: 'upload-document',
    handle: uploadHandle,
    lazy: () =>
      import('./pages/upload-document-page').then((module) => ({
        Component: module.UploadDocumentPage,
      })),
  },
];
