import type { EndpointDefinition } from './endpoint';

/** Where an endpoint is served (its id, method and path), without its schemas. */
export type EndpointLocation = Pick<EndpointDefinition, 'id' | 'method' | 'prefix' | 'path'>;

// Where a document list, a document's detail, its PDF and its first page's image are served, apart from their schemas
// (documents.ts): the routes' loaders, loaded up front with the app's routes, request them as the
// router enters a list or a document's page, before the page's code and these schemas have loaded.
// The page checks the responses with the schemas when it takes them.

export const listDocumentsLocation = {
  id: 'listDocuments',
  method: 'GET',
  prefix: 'admin',
  path: 'document',
} as const satisfies EndpointLocation;

export const getDocumentLocation = {
  id: 'getDocument',
  method: 'GET',
  prefix: 'admin',
  path: 'document/:id',
} as const satisfies EndpointLocation;

export const downloadDocumentPdfLocation = {
  id: 'downloadDocumentPdf',
  method: 'GET',
  prefix: 'downloader',
  path: 'pdf/document/:id',
} as const satisfies EndpointLocation;

/** What downloadDocumentPreview answers: the first page as WebP. */
export const DOCUMENT_PREVIEW_CONTENT_TYPE = 'image/webp';

export const downloadDocumentPreviewLocation = {
  id: 'downloadDocumentPreview',
  method: 'GET',
  prefix: 'downloader',
  path: 'pdf/document/:id/preview',
} as const satisfies EndpointLocation;
