export { serveHttp } from '@esign/api-client/testing';

export { renderPage } from '@esign/ui-kit/testing';
