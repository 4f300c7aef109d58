import { z } from 'zod/mini';
import {
  endpointUrl,
  type EndpointBody,
  type EndpointDefinition,
  type EndpointFiles,
  type EndpointLocation,
  type EndpointParams,
  type EndpointQuery,
} from '@esign/contract';
import type { AxiosProgressEvent } from 'axios';
import { apiClient } from './api-client';
import { fileNameFromContentDisposition } from './content-disposition';

/** The server answered with a body the contract does not describe: contract drift, failed loudly. */
export class ContractError extends Error {
  override readonly name = 'ContractError';
  constructor(
    readonly endpointId: string,
    readonly issues: z.core.$ZodIssue[],
    readonly status: number,
  ) {
    super(
      `Response of ${endpointId} (HTTP ${status}) does not match the contract:\n${z.prettifyError({ issues })}`,
    );
  }
}

/** The body of a binary endpoint (`response: null`) and the name the server gave it. */
export interface FileResponse {
  blob: Blob;
  /** From `content-disposition` (`filename*=UTF-8''…` preferred over `filename=`); null when absent. */
  fileName: string | null;
  contentType: string | null;
}

/** What `callEndpoint` resolves to: the parsed JSON body, or the file of a binary endpoint. */
export type EndpointResult<E extends EndpointDefinition> = E['response'] extends z.core.$ZodType
  ? z.output<E['response']>
  : FileResponse;

/** An option is absent when the endpoint has no schema for it, optional when every field is, required otherwise. */
type Slot<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : object extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

export interface RequestExtras {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** A 401 is returned as is, without a refresh attempt (sign-in calls, a token not yet stored). */
  skipAuthRefresh?: boolean;
  /** Upload progress of the request body, in bytes (a multipart upload shows it per file). */
  onUploadProgress?: (loaded: number, total: number) => void;
}

export type CallOptions<E extends EndpointDefinition> = Slot<'params', EndpointParams<E>> &
  Slot<'query', EndpointQuery<E>> &
  Slot<'body', EndpointBody<E>> &
  Slot<'files', EndpointFiles<E>> &
  RequestExtras;

type CallArgs<E extends EndpointDefinition> =
  object extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

function pathParams(params: unknown): Record<string, string | number> {
  if (params === undefined || params === null) return {};
  const entries = Object.entries(params as Record<string, unknown>).map(
    ([name, value]) => [name, typeof value === 'number' ? value : String(value ?? '')] as const,
  );
  return Object.fromEntries(entries);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** One text field of a multipart body: a structured value travels as its JSON text (`jsonField`). */
function fieldText(value: unknown): string {
  return isPlainObject(value) || Array.isArray(value) ? JSON.stringify(value) : String(value);
}

/**
 * The multipart body of an endpoint with `multipart` (contract `MultipartBody`): each body field
 * as text, a list as repeated `name[]` entries, then each file under its field name (a File keeps
 * its name); a list field (`maxCount`) sends each of its files under the same name, in order. No
 * content-type is set: the browser writes it with the boundary.
 */
export function multipartBody(
  body: unknown,
  files: Record<string, Blob | readonly Blob[] | undefined> = {},
): FormData {
  const form = new FormData();
  const fields = isPlainObject(body) ? body : {};
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value as unknown[]) form.append(`${name}[]`, fieldText(item));
    } else {
      form.append(name, fieldText(value));
    }
  }
  for (const [name, value] of Object.entries(files)) {
    if (value === undefined) continue;
    for (const file of Array.isArray(value) ? (value as readonly Blob[]) : [value as Blob]) {
      if (file instanceof File) form.append(name, file, file.name);
      else form.append(name, file);
    }
  }
  return form;
}

function headerValue(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * Calls one contract endpoint: fills the path, sends query and body, and parses the response
 * with the endpoint's schema, so drift fails here with a `ContractError` and not as `undefined`
 * in a component. Binary endpoints (`response: null`) resolve to a `FileResponse`.
 */
export async function callEndpoint<E extends EndpointDefinition>(
  endpoint: E,
  ...[options]: CallArgs<E>
): Promise<EndpointResult<E>> {
  const { params, query, body, files, headers, signal, skipAuthRefresh, onUploadProgress } =
    (options ?? {}) as CallOptions<EndpointDefinition> & {
      files?: Record<string, Blob | readonly Blob[] | undefined>;
    };
  const binary = endpoint.response === null;
  const response = await apiClient.request<unknown>({
    method: endpoint.method,
    url: endpointUrl(endpoint, pathParams(params)),
    params: query,
    data: endpoint.multipart ? multipartBody(body, files) : body,
    headers,
    signal,
    skipAuthRefresh: skipAuthRefresh ?? endpoint.access === 'public',
    responseType: binary ? 'blob' : 'json',
    ...(onUploadProgress
      ? {
          onUploadProgress: (event: AxiosProgressEvent) =>
            // Without a known total (no length computable) the bytes sent so far are the best total.
            onUploadProgress(event.loaded, event.total ?? event.loaded),
        }
      : {}),
  });

  if (endpoint.response === null) {
    const file: FileResponse = {
      blob: response.data instanceof Blob ? response.data : new Blob([String(response.data ?? '')]),
      fileName: fileNameFromContentDisposition(
        headerValue(response.headers['content-disposition']),
      ),
      contentType: headerValue(response.headers['content-type']),
    };
    return file as EndpointResult<E>;
  }

  return checkEndpointResponse(endpoint, response);
}

/** A response whose body nothing has checked yet (`requestAt`): its status and its body. */
export interface UncheckedResponse {
  status: number;
  /** The parsed JSON, or the bytes (an ArrayBuffer) of a `binary` request. */
  data: unknown;
}

/**
 * Sends a signed-in GET to an endpoint known only by where it is served (`EndpointLocation`,
 * without its schemas) and resolves to the response as it came: for code loaded up front that
 * starts a page's requests before the page's code, with the endpoint's schemas, has loaded. Who
 * takes the response checks it with `checkEndpointResponse`, as `callEndpoint` does at once.
 * Errors (HTTP, network, an expired session) reject as they do for `callEndpoint`.
 */
export async function requestAt(
  location: EndpointLocation & { method: 'GET' },
  options: {
    params?: Record<string, string | number>;
    /** The query string's values, sent as `callEndpoint` sends an endpoint's query. */
    query?: object;
    binary?: boolean;
    signal?: AbortSignal;
  },
): Promise<UncheckedResponse> {
  const response = await apiClient.request<unknown>({
    method: location.method,
    url: endpointUrl(location, options.params),
    params: options.query,
    signal: options.signal,
    responseType: options.binary ? 'arraybuffer' : 'json',
  });
  return { status: response.status, data: response.data };
}

/** The body of a JSON endpoint's response parsed with its schema; a `ContractError` on drift. */
export function checkEndpointResponse<E extends EndpointDefinition>(
  endpoint: E,
  response: UncheckedResponse,
): EndpointResult<E> {
  if (endpoint.response === null) throw new Error(`${endpoint.id} answers with a file, not JSON`);
  const parsed = z.safeParse(endpoint.response, response.data);
  if (!parsed.success) {
    const error = new ContractError(endpoint.id, parsed.error.issues, response.status);
    console.error(`[api] ${error.message}`);
    throw error;
  }
  return parsed.data as EndpointResult<E>;
}
