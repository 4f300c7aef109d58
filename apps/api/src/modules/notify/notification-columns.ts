import type { Notification, NotificationSubjectType } from '@esign/contract';
import { notifications } from '../../db/schema/notifications';

/** The columns a notification is read with, by the list and by the stream. */
export const notificationColumns = {
  id: notifications.id,
  userId: notifications.userId,
  title: notifications.title,
  body: notifications.body,
  subjectType: notifications.subjectType,
  subjectId: notifications.subjectId,
  link: notifications.link,
  readAt: notifications.readAt,
  createdAt: notifications.createdAt,
};

export interface NotificationRow {
  id: number;
  userId: number;
  title: string;
  body: string;
  subjectType: string | null;
  subjectId: string | null;
  link: string | null;
  readAt: Date | null;
  createdAt: Date;
}

/** A row as the contract shows it. */
export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    is_read: row.readAt !== null,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    subject_type: row.subjectType as NotificationSubjectType | null,
    subject_id: row.subjectId,
    link: row.link,
  };
}
