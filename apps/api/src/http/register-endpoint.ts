import fastifyMultipart from '@fastify/multipart';
import {
  endpointBodyLimit,
  endpointRoute,
  type EndpointDefinition,
  type MultipartBody,
} from '@esign/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import { expectsMultipart, forbidden } from './api-error';
import { readMultipartBody, type UploadedFiles } from './multipart-body';
import type { Principal } from './principal';
import { schemaMayHoldSecrets } from './schema-secrets';

type Parsed<S> = S extends z.core.$ZodType ? z.output<S> : undefined;

export interface EndpointContext<E extends EndpointDefinition> {
  body: Parsed<E['body']>;
  query: Parsed<E['query']>;
  params: Parsed<E['params']>;
  headers: Parsed<E['headers']>;
  /** The files of a multipart body, recognised by their bytes; `{}` for a JSON endpoint. */
  files: UploadedFiles<E>;
  /** Null only on public endpoints; the helper has already checked session and permission. */
  principal: E['access'] extends 'public' ? null : Principal;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * A JSON endpoint returns its response body (validated and serialised with the endpoint's
 * response schema); a binary one (`response: null`) sends through `reply` and returns it.
 */
export type EndpointResult<E extends EndpointDefinition> = E['response'] extends z.core.$ZodType
  ? z.output<E['response']>
  : FastifyReply;

export type EndpointHandler<E extends EndpointDefinition> = (
  context: EndpointContext<E>,
) => Promise<EndpointResult<E>>;

/**
 * Registers one contract endpoint: its method and route, its params/query/body/headers schemas
 * as input validation, its response schema as the serialiser, and its `access` enforced before
 * the body is even read ('public', 'session', or { permission }; authentication is
 * `app.authenticate`), and its body limit (a larger body is refused with 413 unread). Every
 * domain's routes.ts uses this.
 *
 * A `multipart` endpoint is registered in a scope of its own where multipart/form-data is the
 * only content type (JSON and text get 415 naming it), and every other route keeps refusing
 * multipart with 415. Its body is streamed by readMultipartBody before validation: the text
 * fields become `body` (validated by the endpoint's schema, so errors look like JSON ones) and
 * the files `files`.
 */
export function registerEndpoint<const E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
): void {
  const successStatus = endpoint.successStatus ?? 200;
  const access = endpoint.access;
  const route: RouteOptions = {
    method: endpoint.method,
    url: endpointRoute(endpoint),
    bodyLimit: endpointBodyLimit(endpoint),
    config: {
      // A success response whose schema names no secret is logged as its JSON text is.
      ...(endpoint.response && !schemaMayHoldSecrets(endpoint.response)
        ? { logsResponseAsWritten: successStatus }
        : {}),
    },
    schema: {
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.headers ? { headers: endpoint.headers } : {}),
      ...(endpoint.response ? { response: { [successStatus]: endpoint.response } } : {}),
    },
    onRequest:
      access === 'public'
        ? []
        : [
            async (request: FastifyRequest) => {
              const principal = await app.authenticate(request.headers.authorization);
              request.principal = principal;
              if (typeof access === 'object' && !principal.permissions.has(access.permission)) {
                throw forbidden(`This needs the permission "${access.permission}"`);
              }
            },
          ],
    handler: async (request, reply) => {
      const result = await handler({
        body: request.body,
        query: request.query,
        params: request.params,
        headers: request.headers,
        files: request.uploads ?? {},
        principal: request.principal,
        request,
        reply,
      } as EndpointContext<E>);
      if (endpoint.response === null) return result;
      return reply.code(successStatus).send(result);
    },
  };
  const { multipart } = endpoint;
  if (!multipart) {
    app.route(route);
    return;
  }
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    await scope.register(fastifyMultipart);
    scope.route({
      ...route,
      config: { ...route.config, multipart: true },
      preValidation: async (request: FastifyRequest) => {
        // A malformed path parameter is answered by validation (400 naming it) without reading
        // a body that would be refused anyway.
        if (endpoint.params && !z.safeParse(endpoint.params, request.params).success) return;
        if (!request.isMultipart()) throw expectsMultipart();
        const { fields, files } = await readMultipartBody(request, {
          ...endpoint,
          multipart,
        } as EndpointDefinition & { multipart: MultipartBody });
        request.body = fields;
        request.uploads = files;
      },
    });
  });
}
