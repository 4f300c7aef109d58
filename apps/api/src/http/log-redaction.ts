import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { redactUrl } from './redact';

type LoggerOption = FastifyServerOptions['logger'];

/** Fastify's own request serialiser, with the URL redacted as in the HTTP log. */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: request.headers?.['accept-version']?.toString(),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Logger options whose request lines ("incoming request") show URLs redacted like the HTTP
 * log's: a zip download link or a token in a query string never reaches stdout.
 */
export function withLogRedaction(logger: LoggerOption): LoggerOption {
  if (logger === false || logger === undefined) return logger;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: requestForLog } };
}
