import type { LoaderFunctionArgs } from 'react-router';
import type { DocumentListStatus } from '@esign/contract';
import { startDocumentPageLoad } from '../api/start-document-page-load';
import { DocumentDetailPage } from './document-detail-page';

/** What the lazy detail route of a list adds once its code has loaded (routes.tsx). */
export function documentDetailRoute(status: DocumentListStatus) {
  return {
    Component: () => <DocumentDetailPage status={status} />,
    // Starts the detail and the PDF as the router enters the page (see there); the page does not
    // wait for it: its queries take the responses.
    loader: ({ params }: LoaderFunctionArgs) => {
      startDocumentPageLoad(params['ref']);
      return null;
    },
    // Only on entering the page: a response nobody takes would wait for a later refetch.
    shouldRevalidate: () => false,
  };
}
