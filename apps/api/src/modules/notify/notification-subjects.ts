import {
  documentListRouteSegments,
  type DocumentListStatus,
  type NotificationSubjectType,
} from '@esign/contract';

/** What a notification is about, and the web app's page that shows it. */
export interface NotificationSubject {
  type: NotificationSubjectType;
  id: string;
  link: string;
}

/**
 * A document in the list its recipient finds it in now (`/admin/documents/{segment}/{ref}`): a
 * final state keeps it there; a turn to sign may move on later, and the detail page then shows
 * the document's state as it is.
 */
export function documentSubject(
  referenceNumber: string,
  list: DocumentListStatus,
): NotificationSubject {
  return {
    type: 'document',
    id: referenceNumber,
    link: `/admin/documents/${documentListRouteSegments[list]}/${encodeURIComponent(referenceNumber)}`,
  };
}

/** A top-up's detail page (spec §2: topup-balance/detail/{ref}). */
export function topUpSubject(id: number): NotificationSubject {
  return { type: 'top_up', id: String(id), link: `/admin/ematerai/topup-balance/detail/${id}` };
}

/** A transfer's detail page (spec §2: transfer-details/{id}). */
export function transferSubject(id: number): NotificationSubject {
  return { type: 'transfer', id: String(id), link: `/admin/ematerai/transfer-details/${id}` };
}
