import { isAxiosError } from 'axios';
import type { z } from 'zod/mini';

/** The first message per field of a failed zod parse. */
export function zodFieldErrors(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[issue.path.length - 1] ?? '');
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** Field messages of a 400/422 error body (`messages: [{ param, messages }]`), keyed by the param's last segment. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!isAxiosError(error)) return {};
  const messages = (error.response?.data as { messages?: unknown } | undefined)?.messages;
  const errors: Record<string, string> = {};
  if (!Array.isArray(messages)) return errors;
  for (const entry of messages) {
    if (typeof entry === 'object' && entry !== null && 'param' in entry && 'messages' in entry) {
      const { param, messages: list } = entry as { param: unknown; messages: unknown };
      if (typeof param === 'string' && Array.isArray(list) && typeof list[0] === 'string') {
        errors[param.split('.').pop() ?? param] = list[0];
      }
    }
  }
  return errors;
}
