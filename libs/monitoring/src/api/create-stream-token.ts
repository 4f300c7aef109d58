import { apiClient, callEndpoint } from '@esign/api-client';
import {
  createNotificationStreamToken,
  endpointUrl,
  notificationStream,
  STREAM_TOKEN_PARAM,
} from '@esign/contract';

/** POST notification/stream-token: a token that opens the stream for a minute. */
export async function createStreamToken(): Promise<string> {
  const response = await callEndpoint(createNotificationStreamToken);
  return response.data.stream_token;
}

/**
 * The stream's absolute URL (the API base URL is runtime configuration). A new EventSource
 * cannot send Last-Event-ID, so the resume point travels as `last_event_id`.
 */
export function notificationStreamUrl(token: string, lastEventId: number | null): string {
  return apiClient.getUri({
    url: endpointUrl(notificationStream, {}),
    params: {
      [STREAM_TOKEN_PARAM]: token,
      ...(lastEventId === null ? {} : { last_event_id: lastEventId }),
    },
  });
}
