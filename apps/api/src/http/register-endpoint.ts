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
import type { Principal, PrincipalCheck, PrincipalForRead } from './principal';
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
  /**
   * What the handler's statement selects to confirm the principal, on an endpoint registered with
   * `confirmsPrincipal`; elsewhere (and once confirmed) `confirm` has nothing to do. Null only on
   * public endpoints.
   */
  principalCheck: E['access'] extends 'public' ? null : PrincipalCheck;
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

export interface EndpointOptions {
  /**
   * The handler's statement selects `principalCheck.column(…)` and hands the value to
   * `principalCheck.confirm`, so that the principal read for an earlier request of the same
   * session is confirmed in that statement instead of being read first (AuthenticateForRead).
   * When the value never comes (no row to carry it) or differs, the principal is read again after
   * the handler, and the handler runs again if it changed. GET endpoints only, since a handler
   * may run twice: it must change nothing.
   */
  confirmsPrincipal?: boolean;
}

type UnconfirmedPrincipal = Extract<PrincipalForRead, { confirmed: false }>;

/** The PrincipalCheck of `principal` on `app`, handing each digest to `confirm`. */
function principalCheckOf(
  app: FastifyInstance,
  principal: Principal,
  confirm: PrincipalCheck['confirm'] = () => undefined,
): PrincipalCheck {
  return { sessionId: principal.sessionId, column: app.principalCheckColumn, confirm };
}

/**
 * Runs `run` with a principal still to be confirmed, and returns (or throws) what it did only
 * once the database has confirmed that principal during this request: by the digest the handler
 * hands over, or else by reading the principal again. A principal read again that differs (a new
 * role, other codes) replaces it, and `run` answers again with it. An ended session is a 401.
 */
async function answerForConfirmedPrincipal<R>(
  app: FastifyInstance,
  request: FastifyRequest,
  unconfirmed: UnconfirmedPrincipal,
  checkAccess: (principal: Principal) => void,
  run: (check: PrincipalCheck) => Promise<R>,
): Promise<R> {
  let confirmed = false;
  const check = principalCheckOf(app, unconfirmed.principal, (digest) => {
    if (unconfirmed.confirms(digest)) confirmed = true;
  });
  let outcome: { result: R } | { error: unknown };
  try {
    outcome = { result: await run(check) };
  } catch (error) {
    outcome = { error };
  }
  if (!confirmed) {
    const again = await unconfirmed.readAgain();
    if (again.changed) {
      request.principal = again.principal;
      checkAccess(again.principal);
      return run(principalCheckOf(app, again.principal));
    }
  }
  if ('error' in outcome) throw outcome.error;
  return outcome.result;
}

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
  options: EndpointOptions = {},
): void {
  const successStatus = endpoint.successStatus ?? 200;
  const access = endpoint.access;
  const confirmsPrincipal = options.confirmsPrincipal === true && access !== 'public';
  if (confirmsPrincipal && endpoint.method !== 'GET') {
    throw new Error(`${endpointRoute(endpoint)}: only a GET endpoint may confirm its principal`);
  }
  const permitted = (principal: Principal) =>
    typeof access !== 'object' || principal.permissions.has(access.permission);
  const checkAccess = (principal: Principal) => {
    if (!permitted(principal) && typeof access === 'object') {
      throw forbidden(`This needs the permission "${access.permission}"`);
    }
  };
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
              if (confirmsPrincipal) {
                let forRead = await app.authenticateForRead(request.headers.authorization);
                // A permission missing from the principal read before may have come since.
                if (!forRead.confirmed && !permitted(forRead.principal)) {
                  forRead = { principal: (await forRead.readAgain()).principal, confirmed: true };
                }
                request.principalForRead = forRead;
                request.principal = forRead.principal;
              } else {
                request.principal = await app.authenticate(request.headers.authorization);
              }
              checkAccess(request.principal);
            },
          ],
    handler: async (request, reply) => {
      const run = (principalCheck: PrincipalCheck | null) =>
        handler({
          body: request.body,
          query: request.query,
          params: request.params,
          headers: request.headers,
          files: request.uploads ?? {},
          principal: request.principal,
          principalCheck,
          request,
          reply,
        } as EndpointContext<E>);
      const forRead = request.principalForRead;
      const result =
        forRead && !forRead.confirmed
          ? await answerForConfirmedPrincipal(app, request, forRead, checkAccess, run)
          : await run(request.principal && principalCheckOf(app, request.principal));
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
