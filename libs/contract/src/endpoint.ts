import type { z } from 'zod';
import type { ZodMiniType } from 'zod/mini';

/**
 * The four URL prefixes of spec §7. Every endpoint names one; the full path is
 * `/<prefix>/<path>`, e.g. `/api/admin/api/v1/user/me`.
 */
export const apiPrefixes = {
  auth: 'api/auth/api/v1',
  admin: 'api/admin/api/v1',
  tools: 'api/tools/api/v1',
  downloader: 'api/downloader/v1',
} as const;
export type ApiPrefix = keyof typeof apiPrefixes;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint:
 * - `public`: no session (login, refresh);
 * - `session`: any signed-in user;
 * - a permission code: a signed-in user holding that code.
 */
export type EndpointAccess = 'public' | 'session' | { permission: string };

// Schemas of either zod build: the classic one, or zod/mini (bulk-progress.ts).
type AnySchema = z.ZodType | ZodMiniType;

/** A kind of uploaded file, recognised by its first bytes (never by its name or declared type). */
export type UploadKind = 'pdf' | 'png' | 'jpeg' | 'xlsx';

/** One file field of a multipart body. */
export interface UploadField {
  readonly required: boolean;
  /** Largest file in bytes; a larger one is refused with 413 while it streams in. */
  readonly maxBytes: number;
  /** What the file must be, by its magic bytes; anything else is a 400 naming the field. */
  readonly kinds: readonly UploadKind[];
  /** Most pages of a PDF (the server's own bound when absent). */
  readonly maxPages?: number;
  /**
   * A list field: the field may be sent up to this many times (each file at most `maxBytes`);
   * absent, a second file under the name is refused.
   */
  readonly maxCount?: number;
  /**
   * Each file is judged on its own: one that is not of an accepted kind, or does not open, is
   * handed to the handler with its reason instead of failing the request (a 413 still fails it).
   */
  readonly perFile?: boolean;
}

/**
 * A multipart/form-data body. `body` validates its text fields: a field sent once is a string, a
 * field named `name[]` (sent any number of times) is a list of strings, so number fields use the
 * param schemas (`IdParamSchema`) and structured ones `jsonField`. `files` names the file fields;
 * a file field not listed, or a second file under one name, is refused.
 */
export interface MultipartBody {
  readonly files: Readonly<Record<string, UploadField>>;
}

export interface EndpointDefinition {
  /** Stable identifier, also the OpenAPI operationId. */
  readonly id: string;
  readonly method: HttpMethod;
  readonly prefix: ApiPrefix;
  /** Path below the prefix; parameters as `:name` (e.g. `document/:id`). */
  readonly path: string;
  readonly summary: string;
  readonly tag: string;
  readonly access: EndpointAccess;
  readonly params?: AnySchema;
  readonly query?: AnySchema;
  readonly body?: AnySchema;
  /** Request headers the endpoint reads (besides Authorization). */
  readonly headers?: AnySchema;
  /** Schema of a 2xx JSON body; `null` for a binary download. */
  readonly response: AnySchema | null;
  /** Status of a success (200 unless said). */
  readonly successStatus?: number;
  /**
   * Largest request body in bytes, refused with 413 before it is read whole. Default:
   * DEFAULT_BODY_LIMIT with a body schema, NO_BODY_LIMIT without one. Size it to the largest
   * valid body (JSON escapes a character in up to 6 bytes), not to the server's ceiling.
   */
  readonly bodyLimit?: number;
  /**
   * The path parameters are a credential: a link that works for whoever holds it (a zip
   * download). Servers redact them wherever they log the URL, like a token.
   */
  readonly bearerLink?: boolean;
  /** The body is multipart/form-data (uploads); absent for JSON. */
  readonly multipart?: MultipartBody;
}

/** The body limit of an endpoint with a JSON body that names none: 64 KiB. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;
/** The body limit of an endpoint without a body schema (a client may still send `{}`). */
export const NO_BODY_LIMIT = 1024;

/**
 * The largest request body an endpoint accepts, in bytes. A multipart body without its own
 * limit may carry every file at its largest (a list field `maxCount` of them) plus
 * DEFAULT_BODY_LIMIT of fields and framing.
 */
export function endpointBodyLimit(
  endpoint: Pick<EndpointDefinition, 'body' | 'bodyLimit' | 'multipart'>,
): number {
  if (endpoint.bodyLimit !== undefined) return endpoint.bodyLimit;
  if (endpoint.multipart) {
    const files = Object.values(endpoint.multipart.files);
    return files.reduce(
      (sum, file) => sum + file.maxBytes * (file.maxCount ?? 1),
      DEFAULT_BODY_LIMIT,
    );
  }
  return endpoint.body ? DEFAULT_BODY_LIMIT : NO_BODY_LIMIT;
}

/** Declares an endpoint once; the server and the client both read this object. */
export function defineEndpoint<const E extends EndpointDefinition>(endpoint: E): E {
  return endpoint;
}

/** `/api/admin/api/v1/document/:id` — the route pattern the server registers. */
export function endpointRoute(endpoint: Pick<EndpointDefinition, 'prefix' | 'path'>): string {
  return `/${apiPrefixes[endpoint.prefix]}/${endpoint.path}`;
}

/**
 * The path a client calls, with `:name` parameters filled in and URI-encoded.
 * Throws when a parameter is missing, so a broken call never reaches the network.
 */
export function endpointUrl(
  endpoint: Pick<EndpointDefinition, 'prefix' | 'path'>,
  params: Record<string, string | number> = {},
): string {
  const path = endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${endpoint.path}`);
    }
    return encodeURIComponent(String(value));
  });
  return `/${apiPrefixes[endpoint.prefix]}/${path}`;
}

/** Type of a schema's parsed output, or `undefined` when the endpoint has none. */
export type SchemaOutput<S> = S extends AnySchema ? z.output<S> : undefined;
export type SchemaInput<S> = S extends AnySchema ? z.input<S> : undefined;

export type EndpointResponse<E extends EndpointDefinition> = SchemaOutput<E['response']>;
export type EndpointBody<E extends EndpointDefinition> = SchemaInput<E['body']>;
export type EndpointQuery<E extends EndpointDefinition> = SchemaInput<E['query']>;
export type EndpointParams<E extends EndpointDefinition> = SchemaInput<E['params']>;

type FilesOf<M> = M extends MultipartBody ? M['files'] : Record<never, UploadField>;
type RequiredFileNames<F> = {
  [K in keyof F]: F[K] extends { required: true } ? K : never;
}[keyof F];

/** The files a client sends to a multipart endpoint: a Blob (or File) per field, optional ones may be left out. */
/** What a client sends for one file field: a Blob, or a list of them for a `maxCount` field. */
type FileValue<F> = F extends { maxCount: number } ? Blob[] : Blob;

export type EndpointFiles<E extends EndpointDefinition> = E['multipart'] extends MultipartBody
  ? {
      [K in RequiredFileNames<FilesOf<E['multipart']>>]: FileValue<FilesOf<E['multipart']>[K]>;
    } & {
      [
        K in Exclude<keyof FilesOf<E['multipart']>, RequiredFileNames<FilesOf<E['multipart']>>>
      ]?: FileValue<FilesOf<E['multipart']>[K]>;
    }
  : undefined;
