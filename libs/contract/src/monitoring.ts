import { z } from './zod';
import { defineEndpoint } from './endpoint';
import { dataEnvelope, PaginationMetaSchema, PaginationQuerySchema } from './envelope';
import {
  IdParamSchema,
  IdParamsSchema,
  safeText,
  UuidParamsSchema,
  wholeNumberParam,
} from './primitives';
import { UserActivitySchema } from './users';

// Monitoring (spec §7 "Notifications" and "Logs"; §3 HTTP log and activity log).
//
// Choices where the spec shows nothing:
// - A notification names what it is about (`subject_type`, `subject_id`) and the page of the web
//   app that shows it (`link`, chosen when it is written: a document's list for its recipient).
// - The mark calls answer the user's unread count, so the header's badge needs no second call.
// - Live delivery is a server-sent events stream, a reference-server addition (see
//   `notificationStream`): EventSource cannot send an Authorization header, so the app first
//   asks for a short-lived stream token with its Bearer token and opens the stream with it.
// - Log dates are calendar days of the business (WIB), like every other date filter; a range
//   spans at most MAX_LOG_RANGE_DAYS days and never ends before it starts.

export const NotificationSubjectTypeSchema = z.enum(['document', 'top_up', 'transfer']);
export type NotificationSubjectType = z.infer<typeof NotificationSubjectTypeSchema>;

export const NotificationSchema = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  body: z.string(),
  is_read: z.boolean(),
  read_at: z.nullable(z.iso.datetime({ offset: true })),
  created_at: z.iso.datetime({ offset: true }),
  subject_type: z.nullable(NotificationSubjectTypeSchema),
  subject_id: z.nullable(z.string()),
  /** Path of the web app's page about the subject (`/admin/documents/sign/PKS-…`), or null. */
  link: z.nullable(z.string()),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListQuerySchema = z.extend(PaginationQuerySchema, {
  /** Only read or only unread notifications; both when absent. */
  read: z.optional(z.enum(['read', 'unread'])),
});
export type NotificationListQuery = z.infer<typeof NotificationListQuerySchema>;

/** Spec §7: "GET notification (query) -> data.data.data, meta.pagination". Newest first. */
export const NotificationListResponseSchema = z.object({
  data: z.object({
    data: z.object({
      data: z.array(NotificationSchema),
      /** The user's unread notifications in all (what `user/me` says too). */
      unread_count: z.number().check(z.int(), z.nonnegative()),
    }),
  }),
  meta: PaginationMetaSchema,
});
export type NotificationListResponse = z.infer<typeof NotificationListResponseSchema>;

export const NotificationMarkResponseSchema = dataEnvelope(
  z.object({ message: z.string(), unread_count: z.number().check(z.int(), z.nonnegative()) }),
);
export type NotificationMarkResponse = z.infer<typeof NotificationMarkResponseSchema>;

export const listNotifications = defineEndpoint({
  id: 'listNotifications',
  method: 'GET',
  prefix: 'admin',
  path: 'notification',
  tag: 'monitoring',
  summary: "The signed-in user's notifications, newest first",
  access: 'session',
  query: NotificationListQuerySchema,
  response: NotificationListResponseSchema,
});

export const markNotificationRead = defineEndpoint({
  id: 'markNotificationRead',
  method: 'PUT',
  prefix: 'admin',
  path: 'notification/:id',
  tag: 'monitoring',
  summary: 'Mark one of your notifications read (again is harmless; another user’s is a 404)',
  access: 'session',
  params: IdParamsSchema,
  response: NotificationMarkResponseSchema,
});

export const markAllNotificationsRead = defineEndpoint({
  id: 'markAllNotificationsRead',
  method: 'PUT',
  prefix: 'admin',
  path: 'notification',
  tag: 'monitoring',
  summary: 'Mark all your notifications read',
  access: 'session',
  response: NotificationMarkResponseSchema,
});

/** The query parameter of the stream that carries its token ("token": redacted in every log). */
export const STREAM_TOKEN_PARAM = 'stream_token';

export const NotificationStreamTokenSchema = z.object({
  stream_token: z.string(),
  /** Seconds the token opens a stream for; an open stream outlives it until the session ends. */
  expires_in: z.number().check(z.int(), z.positive()),
});
export type NotificationStreamToken = z.infer<typeof NotificationStreamTokenSchema>;

export const createNotificationStreamToken = defineEndpoint({
  id: 'createNotificationStreamToken',
  method: 'POST',
  prefix: 'admin',
  path: 'notification/stream-token',
  tag: 'monitoring',
  summary: 'A short-lived token that opens the notification stream (EventSource sends no headers)',
  access: 'session',
  response: dataEnvelope(NotificationStreamTokenSchema),
});

export const NotificationStreamQuerySchema = z.object({
  [STREAM_TOKEN_PARAM]: safeText({ min: 1, max: 2048 }),
  /**
   * Resume after this notification id, for a new EventSource (which cannot set the
   * Last-Event-ID header); the header of an automatic reconnect wins over it.
   */
  last_event_id: z.optional(IdParamSchema),
});
export type NotificationStreamQuery = z.infer<typeof NotificationStreamQuerySchema>;

/** The `event:` names of the stream; each `data:` is JSON. */
export const notificationStreamEvents = {
  /** A NotificationSchema; the event's `id:` is the notification id. */
  notification: 'notification',
  /** `{ unread_count }`, sent when the stream opens. */
  ready: 'ready',
} as const;

export const NotificationStreamReadySchema = z.object({
  unread_count: z.number().check(z.int(), z.nonnegative()),
});

/**
 * GET notification/stream (reference-server addition): `text/event-stream` of the user's new
 * notifications. Opened with a stream token (401 without a valid one); resumes after
 * `Last-Event-ID` (or `last_event_id`); a comment line every few seconds keeps proxies from
 * closing it; the server closes it when the session ends (logout, revocation, deactivation) and
 * when the client stops reading. Its access is `public` here because the token, not a Bearer
 * header, authenticates it.
 */
export const notificationStream = defineEndpoint({
  id: 'notificationStream',
  method: 'GET',
  prefix: 'admin',
  path: 'notification/stream',
  tag: 'monitoring',
  summary: 'Server-sent events: your new notifications as they are written',
  access: 'public',
  query: NotificationStreamQuerySchema,
  headers: z.object({ 'last-event-id': z.optional(IdParamSchema) }),
  response: null,
});

export const notificationEndpoints = [
  listNotifications,
  markNotificationRead,
  markAllNotificationsRead,
  createNotificationStreamToken,
  notificationStream,
] as const;

// ——— Logs (spec §7 "Logs": log/http, log/http/{transaction_id}, log/activity) ———

/** The longest date range a log filter may span, in days. */
export const MAX_LOG_RANGE_DAYS = 366;
/** A log search: trimmed, at most 200 characters; `%` and `_` are matched literally. */
export const LogSearchSchema = safeText({ max: 200, trim: true });

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** `start_date` and `end_date` (YYYY-MM-DD, business days, both inclusive): in order, and not too far apart. */
const LogDateRangeSchema = z.object({
  start_date: z.optional(z.iso.date()),
  end_date: z.optional(z.iso.date()),
});

function checkLogDateRange(
  range: { start_date?: string | undefined; end_date?: string | undefined },
  ctx: z.core.$RefinementCtx,
): void {
  if (!range.start_date || !range.end_date) return;
  const days = dayNumber(range.end_date) - dayNumber(range.start_date);
  if (days < 0)
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'Must not be before start_date' });
  else if (days + 1 > MAX_LOG_RANGE_DAYS)
    ctx.addIssue({
      code: 'custom',
      path: ['end_date'],
      message: `The range may span at most ${MAX_LOG_RANGE_DAYS} days`,
    });
}

export const httpMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export const HttpLogQuerySchema = z
  .extend(PaginationQuerySchema, {
    ...LogDateRangeSchema.shape,
    /** One HTTP status (e.g. 404). */
    http_status: z.optional(wholeNumberParam(100, 599)),
    method: z.optional(z.enum(httpMethods)),
    /** Part of the path (with its query string, as logged). */
    search: z.optional(LogSearchSchema),
  })
  .check(z.superRefine(checkLogDateRange));
export type HttpLogQuery = z.infer<typeof HttpLogQuerySchema>;

export const HttpLogSchema = z.object({
  transaction_id: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  reference_id: z.nullable(z.string()),
  method: z.string(),
  url: z.string(),
  http_status: z.number().check(z.int()),
  duration_ms: z.number().check(z.int()),
  user_id: z.nullable(z.number().check(z.int())),
  privy_id: z.nullable(z.string()),
  name: z.nullable(z.string()),
  ip: z.nullable(z.string()),
});
export type HttpLog = z.infer<typeof HttpLogSchema>;

/** A log row with what was exchanged, as stored: secrets were redacted before it was written. */
export const HttpLogDetailSchema = z.extend(HttpLogSchema, {
  request_header: z.record(z.string(), z.unknown()),
  request_body: z.unknown(),
  response_body: z.unknown(),
});
export type HttpLogDetail = z.infer<typeof HttpLogDetailSchema>;

export const listHttpLogs = defineEndpoint({
  id: 'listHttpLogs',
  method: 'GET',
  prefix: 'admin',
  path: 'log/http',
  tag: 'monitoring',
  summary: 'Requests to the API, newest first, by date range, status, method and path',
  access: { permission: 'monitoring.http-log' },
  query: HttpLogQuerySchema,
  response: z.object({
    data: z.object({ logs: z.array(HttpLogSchema) }),
    meta: PaginationMetaSchema,
  }),
});

export const getHttpLog = defineEndpoint({
  id: 'getHttpLog',
  method: 'GET',
  prefix: 'admin',
  // Spec §7 names it {transaction_id}; every path parameter of the contract is `id`.
  path: 'log/http/:id',
  tag: 'monitoring',
  summary: 'One request with its headers and bodies (secrets redacted)',
  access: { permission: 'monitoring.http-log' },
  params: UuidParamsSchema,
  response: dataEnvelope(z.object({ logs: HttpLogDetailSchema })),
});

export const ActivityLogQuerySchema = z
  .extend(PaginationQuerySchema, {
    ...LogDateRangeSchema.shape,
    /** Only what this user did. */
    user_id: z.optional(IdParamSchema),
    /** Part of the activity text. */
    search: z.optional(LogSearchSchema),
  })
  .check(z.superRefine(checkLogDateRange));
export type ActivityLogQuery = z.infer<typeof ActivityLogQuerySchema>;

/** A row of the activity log: what Setting › User shows, with what it was about and from where. */
export const ActivityLogSchema = z.extend(UserActivitySchema, {
  subject_type: z.nullable(z.string()),
  subject_id: z.nullable(z.string()),
  ip: z.nullable(z.string()),
});
export type ActivityLog = z.infer<typeof ActivityLogSchema>;

export const listActivityLogs = defineEndpoint({
  id: 'listActivityLogs',
  method: 'GET',
  prefix: 'admin',
  path: 'log/activity',
  tag: 'monitoring',
  summary: 'What users did, newest first, by user, date range and text',
  access: { permission: 'monitoring.activity-log' },
  query: ActivityLogQuerySchema,
  response: z.object({
    data: z.object({ logs: z.array(ActivityLogSchema) }),
    meta: PaginationMetaSchema,
  }),
});

export const logEndpoints = [listHttpLogs, getHttpLog, listActivityLogs] as const;
