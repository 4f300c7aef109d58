import type { FieldMessages } from '@esign/contract';

export interface ApiErrorOptions {
  errors?: string[];
  messages?: (string | FieldMessages)[];
  headers?: Record<string, string>;
  otpDetail?: { id: string; message: string };
}

/**
 * An error with a status, a stable machine `code` and a human sentence, turned into the
 * contract's ErrorBody by the error handler. Operations throw it; nothing else is shown to clients.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly options: ApiErrorOptions = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const invalidInput = (messages: (string | FieldMessages)[]) =>
  new ApiError(400, 'validation_failed', 'Data sent is invalid', { messages });

export const unauthorized = (code = 'unauthorized', message = 'Authentication is required') =>
  new ApiError(401, code, message, { headers: { 'www-authenticate': 'Bearer' } });

export const forbidden = (message = 'You do not have permission to do this') =>
  new ApiError(403, 'forbidden', message);

export const notFound = (message = 'Data not found') => new ApiError(404, 'not_found', message);

export const EXPECTS_MULTIPART = 'This call takes multipart/form-data';

/** A multipart endpoint sent anything else (JSON, text, no body). */
export const expectsMultipart = () =>
  new ApiError(415, 'unsupported_media_type', EXPECTS_MULTIPART);
