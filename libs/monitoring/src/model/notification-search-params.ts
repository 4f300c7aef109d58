import { DEFAULT_PER_PAGE, type NotificationListQuery } from '@esign/contract';
import { urlListQueryOf } from '@esign/ui-kit';

export type NotificationReadFilter = NonNullable<NotificationListQuery['read']>;

/** The notification list query of the page's URL (`?page=2&read=unread`); bad values are dropped. */
export function notificationQueryFromParams(params: URLSearchParams): NotificationListQuery {
  const { page, per_page } = urlListQueryOf(params, DEFAULT_PER_PAGE);
  const read = params.get('read');
  return {
    page,
    per_page,
    ...(read === 'read' || read === 'unread' ? { read } : {}),
  };
}
