import { isAxiosError } from 'axios';
import { z } from 'zod/mini';
import { FieldMessagesSchema } from '@esign/contract';

export const NOT_FOUND_MESSAGE = 'Data not found. Please try again later...';
export const INVALID_DATA_MESSAGE = 'Data sent is invalid. Please try again later...';
export const FALLBACK_ERROR_MESSAGE = 'Something went wrong. Please try again later...';

/**
 * The parts of an error body the message rule reads. Looser than `ErrorBodySchema` on purpose:
 * the rule must also work for bodies from a proxy or another server that lack some fields.
 */
const MessageBodySchema = z.object({
  error: z.catch(z.optional(z.string()), undefined),
  errors: z.catch(z.optional(z.array(z.string())), undefined),
  messages: z.catch(z.optional(z.array(z.union([z.string(), FieldMessagesSchema]))), undefined),
});

/** The HTTP status of a failed call, or null when there was no response (network, abort, bug). */
export function getErrorStatus(error: unknown): number | null {
  return isAxiosError(error) && error.response ? error.response.status : null;
}

/** The message rule of spec §8, for toasts and form errors. */
export function getErrorMessage(error: unknown): string {
  const status = getErrorStatus(error);
  if (status === 404) return NOT_FOUND_MESSAGE;
  if (status === 400) return INVALID_DATA_MESSAGE;
  if (!isAxiosError(error)) return FALLBACK_ERROR_MESSAGE;

  const body = MessageBodySchema.safeParse(error.response?.data);
  if (!body.success) return FALLBACK_ERROR_MESSAGE;
  const { error: sentence, errors, messages } = body.data;

  const firstError = errors?.find((entry) => entry.trim() !== '');
  if (firstError) return firstError;
  if (sentence && sentence.trim() !== '') return sentence;

  const field = messages?.find((entry) => typeof entry === 'object');
  if (field && typeof field === 'object') {
    // "phone_number" + ["is required"] → "phone number is required".
    return `${field.param.replace(/_/g, ' ')} ${field.messages.join(', ')}`.trim();
  }
  const first = messages?.[0];
  if (typeof first === 'string' && first.trim() !== '') return first;

  return FALLBACK_ERROR_MESSAGE;
}
