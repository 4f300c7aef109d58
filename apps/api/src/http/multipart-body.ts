import {
  endpointBodyLimit,
  type EndpointDefinition,
  type MultipartBody,
  type UploadField,
  type UploadKind,
} from '@esign/contract';
import type { FastifyRequest } from 'fastify';
import { safeEntryName } from '../files';
import { imageHeaderProblem, sniffUpload, UPLOAD_CONTENT_TYPES } from '../files/sniff-upload';
import { inspectPdf, PdfRejectedError } from '../pdf';
import { ApiError, invalidInput } from './api-error';
import { humanise } from './error-handler';

/** One uploaded file, recognised by its bytes; what a multipart handler gets per file field. */
export interface UploadedFile {
  /** The client's file name, made safe for a content-disposition header and a zip entry. */
  fileName: string;
  kind: UploadKind;
  /** From `kind`, never from the client. */
  contentType: string;
  bytes: Buffer;
}

/** `files` of a handler: a required field always has its file, an optional one may not. */
export type UploadedFiles<E extends EndpointDefinition> = E['multipart'] extends MultipartBody
  ? {
      [K in keyof E['multipart']['files']]: E['multipart']['files'][K] extends { required: true }
        ? UploadedFile
        : UploadedFile | undefined;
    }
  : Record<string, never>;

/**
 * Bounds on the text part of a multipart body. A field holds at most one JSON row of a multiple
 * top-up (`jsonField` reads at most 64 KiB), and 1,000 fields carry its 500 rows with room.
 */
export const MULTIPART_FIELD_LIMITS = {
  /** Text fields in one body. */
  fields: 1000,
  /** Bytes of one text field's value. */
  fieldSize: 64 * 1024,
  /** Bytes of a field's name. */
  fieldNameSize: 100,
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The files of a multipart endpoint's body, by field name (set before validation). */
    uploads: Record<string, UploadedFile | undefined> | null;
  }
  interface FastifyContextConfig {
    /** The route takes multipart/form-data (see registerEndpoint). */
    multipart?: boolean;
  }
}

const fieldError = (param: string, message: string) =>
  invalidInput([{ param, messages: [message] }]);

const tooLarge = (message: string) => new ApiError(413, 'payload_too_large', message);

const KIND_NAMES: Record<UploadKind, string> = {
  pdf: 'PDF',
  png: 'PNG',
  jpeg: 'JPEG',
  xlsx: 'Excel (.xlsx)',
};

/** "Must be a PDF, PNG or JPEG file". */
export function kindsMessage(kinds: readonly UploadKind[]): string {
  const names = kinds.map((kind) => KIND_NAMES[kind]);
  const list =
    names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}` : names[0];
  return `Must be a ${list} file`;
}

function sizeLabel(bytes: number): string {
  if (bytes % (1024 * 1024) === 0) return `${bytes / 1024 / 1024} MB`;
  if (bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}

/**
 * Whether the bytes are really a file of an accepted kind: the magic bytes, then what each kind
 * needs before it is stored (a PDF must open within the PDF limits; an image's header must
 * declare a sane pixel size, so nothing ever decodes a bomb). Throws a 400 naming the field.
 */
async function recognise(name: string, field: UploadField, bytes: Buffer): Promise<UploadKind> {
  const kind = sniffUpload(bytes);
  if (!kind || !field.kinds.includes(kind)) throw fieldError(name, kindsMessage(field.kinds));
  if (kind === 'pdf') {
    try {
      await inspectPdf(bytes, { maxBytes: field.maxBytes });
    } catch (error) {
      if (error instanceof PdfRejectedError) throw fieldError(name, error.message);
      throw error;
    }
  }
  if (kind === 'png' || kind === 'jpeg') {
    const problem = imageHeaderProblem(kind, bytes);
    if (problem) throw fieldError(name, problem);
  }
  return kind;
}

/** Reads one file part up to its field's limit; a byte more is a 413 and the rest stays unread. */
async function readFile(
  name: string,
  field: UploadField,
  stream: AsyncIterable<Buffer> & { truncated?: boolean },
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.byteLength;
    if (size > field.maxBytes || stream.truncated)
      throw tooLarge(`${name} is larger than ${sizeLabel(field.maxBytes)}`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

/** What @fastify/multipart and busboy throw for a body they cannot read, as a client error. */
function readError(error: unknown): unknown {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: unknown }).code;
  switch (code) {
    case 'FST_FIELDS_LIMIT':
      return tooLarge(`The body has more than ${MULTIPART_FIELD_LIMITS.fields} fields`);
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
      return invalidInput(['The body has more parts than this call takes']);
    case 'FST_PROTO_VIOLATION':
      return invalidInput(['A field name is not allowed']);
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return invalidInput(['A field sent as application/json is not valid JSON']);
  }
  // Busboy's own errors (no boundary, a part cut short, a malformed header) and a request that
  // ended early: the body cannot be read.
  return invalidInput(['The body is not valid multipart/form-data']);
}

interface ReadBody {
  fields: Record<string, string | string[]>;
  files: Record<string, UploadedFile | undefined>;
}

/**
 * Streams the parts of a multipart body with the endpoint's limits: each file at most its field's
 * `maxBytes` (413 naming the field), only the declared file fields, once each (400 naming the
 * field otherwise), fields bounded in number and size, and the whole at most the endpoint's body
 * limit. A text field `name` becomes a string, `name[]` (sent any number of times) a list under
 * `name`. Each file is then recognised by its bytes (`recognise`). The endpoint's `body` schema
 * validates the fields afterwards, as for JSON.
 */
export async function readMultipartBody(
  request: FastifyRequest,
  endpoint: EndpointDefinition & { multipart: MultipartBody },
): Promise<ReadBody> {
  const declared = endpoint.multipart.files;
  const limit = endpointBodyLimit(endpoint);
  const contentLength = Number(request.headers['content-length']);
  if (Number.isFinite(contentLength) && contentLength > limit)
    throw tooLarge(`Request body is larger than ${limit} bytes`);

  const largestFile = Math.max(0, ...Object.values(declared).map((field) => field.maxBytes));
  const fileCount = Object.keys(declared).length;
  const fields = new Map<string, string | string[]>();
  const raw = new Map<string, { field: UploadField; fileName: string; bytes: Buffer }>();
  let received = 0;
  const count = (bytes: number) => {
    received += bytes;
    if (received > limit) throw tooLarge(`Request body is larger than ${limit} bytes`);
  };

  try {
    const parts = request.parts({
      limits: {
        ...MULTIPART_FIELD_LIMITS,
        // One file more than declared, so the extra one is seen and refused by its name.
        files: fileCount + 1,
        // A byte over the largest field's limit, so readFile sees the excess itself.
        fileSize: largestFile + 1,
        parts: MULTIPART_FIELD_LIMITS.fields + fileCount + 1,
        headerPairs: 20,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const name = part.fieldname;
        const field = Object.hasOwn(declared, name) ? declared[name] : undefined;
        if (!field) throw fieldError(name, `${name} is not a file field of this call`);
        if (raw.has(name)) throw fieldError(name, 'Send one file only');
        const bytes = await readFile(name, field, part.file);
        count(bytes.byteLength);
        raw.set(name, { field, fileName: part.filename, bytes });
        continue;
      }
      const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
      const name = part.fieldname;
      if (part.fieldnameTruncated)
        throw invalidInput([
          `A field name is longer than ${MULTIPART_FIELD_LIMITS.fieldNameSize} bytes`,
        ]);
      if (part.valueTruncated)
        throw fieldError(name, `Must be at most ${MULTIPART_FIELD_LIMITS.fieldSize} bytes`);
      count(Buffer.byteLength(name) + Buffer.byteLength(value));
      const list = name.endsWith('[]');
      const key = list ? name.slice(0, -2) : name;
      if (Object.hasOwn(declared, key)) throw fieldError(key, `${key} must be a file`);
      const existing = fields.get(key);
      if (list && (existing === undefined || Array.isArray(existing)))
        fields.set(key, [...(existing ?? []), value]);
      else if (existing === undefined) fields.set(key, value);
      else throw fieldError(key, `Send ${key} once (or as ${key}[] for a list)`);
    }
  } catch (error) {
    throw readError(error);
  }

  const files: Record<string, UploadedFile | undefined> = {};
  for (const [name, field] of Object.entries(declared)) {
    const upload = raw.get(name);
    if (!upload) {
      if (field.required) throw fieldError(name, `${humanise(name)} is required`);
      files[name] = undefined;
      continue;
    }
    const kind = await recognise(name, field, upload.bytes);
    files[name] = {
      fileName: safeEntryName(upload.fileName || name),
      kind,
      contentType: UPLOAD_CONTENT_TYPES[kind],
      bytes: upload.bytes,
    };
  }
  return { fields: Object.fromEntries(fields), files };
}
