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
import { inspectPdf, PdfRejectedError, type PdfInfo } from '../pdf';
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
  /** A PDF's page count and displayed page sizes, read when it was opened (kind `pdf` only). */
  pdf?: PdfInfo;
}

/**
 * A file of a `perFile` field that was not taken: not of an accepted kind, or it does not open.
 * Nothing of it is kept; the handler lists it with its reason.
 */
export interface RefusedFile {
  refused: true;
  /** The client's file name, made safe like UploadedFile.fileName. */
  fileName: string;
  /** A PdfRejectedCode, or `file_kind` / `image_invalid`. */
  code: string;
  message: string;
}

/** One file of a field: a `perFile` field may hand over a refusal instead. */
type FileOf<F> = F extends { perFile: true } ? UploadedFile | RefusedFile : UploadedFile;

/**
 * `files` of a handler: a required field always has its file, an optional one may not; a
 * `maxCount` field is a list (in the order sent; empty when an optional one was not sent).
 */
export type UploadedFiles<E extends EndpointDefinition> = E['multipart'] extends MultipartBody
  ? {
      [K in keyof E['multipart']['files']]: E['multipart']['files'][K] extends { maxCount: number }
        ? FileOf<E['multipart']['files'][K]>[]
        : E['multipart']['files'][K] extends { required: true }
          ? FileOf<E['multipart']['files'][K]>
          : FileOf<E['multipart']['files'][K]> | undefined;
    }
  : Record<string, never>;

type HandedFile = UploadedFile | RefusedFile;

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
    uploads: Record<
      string,
      UploadedFile | RefusedFile | (UploadedFile | RefusedFile)[] | undefined
    > | null;
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

/** Why a file is not what its field takes; thrown by `recognise`. */
class FileRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Whether the bytes are really a file of an accepted kind: the magic bytes, then what each kind
 * needs before it is stored (a PDF must open within the PDF limits; an image's header must
 * declare a sane pixel size, so nothing ever decodes a bomb). Throws a FileRefusal.
 */
async function recognise(
  field: UploadField,
  bytes: Buffer,
): Promise<{ kind: UploadKind; pdf?: PdfInfo }> {
  const kind = sniffUpload(bytes);
  if (!kind || !field.kinds.includes(kind))
    throw new FileRefusal('file_kind', kindsMessage(field.kinds));
  if (kind === 'pdf') {
    try {
      const limits = {
        maxBytes: field.maxBytes,
        ...(field.maxPages ? { maxPages: field.maxPages } : {}),
      };
      return { kind, pdf: await inspectPdf(bytes, limits) };
    } catch (error) {
      if (error instanceof PdfRejectedError) throw new FileRefusal(error.code, error.message);
      throw error;
    }
  }
  if (kind === 'png' || kind === 'jpeg') {
    const problem = imageHeaderProblem(kind, bytes);
    if (problem) throw new FileRefusal('image_invalid', problem);
  }
  return { kind };
}

/**
 * One received file as the handler gets it: recognised, or, for a `perFile` field, its refusal;
 * otherwise a refusal is a 400 naming the field.
 */
async function handOver(
  name: string,
  field: UploadField,
  upload: { fileName: string; bytes: Buffer },
): Promise<HandedFile> {
  const fileName = safeEntryName(upload.fileName || name);
  try {
    const { kind, pdf } = await recognise(field, upload.bytes);
    return {
      fileName,
      kind,
      contentType: UPLOAD_CONTENT_TYPES[kind],
      bytes: upload.bytes,
      ...(pdf ? { pdf } : {}),
    };
  } catch (error) {
    if (!(error instanceof FileRefusal)) throw error;
    if (field.perFile) return { refused: true, fileName, code: error.code, message: error.message };
    throw fieldError(name, error.message);
  }
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
  files: Record<string, HandedFile | HandedFile[] | undefined>;
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
  const fileCount = Object.values(declared).reduce((sum, field) => sum + (field.maxCount ?? 1), 0);
  const fields = new Map<string, string | string[]>();
  const raw = new Map<string, { fileName: string; bytes: Buffer }[]>();
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
        const received = raw.get(name) ?? [];
        if (received.length >= (field.maxCount ?? 1))
          throw fieldError(
            name,
            field.maxCount === undefined
              ? 'Send one file only'
              : `Send at most ${field.maxCount} files`,
          );
        const bytes = await readFile(name, field, part.file);
        count(bytes.byteLength);
        raw.set(name, [...received, { fileName: part.filename, bytes }]);
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

  const files: Record<string, HandedFile | HandedFile[] | undefined> = {};
  for (const [name, field] of Object.entries(declared)) {
    const uploads = raw.get(name) ?? [];
    if (uploads.length === 0 && field.required)
      throw fieldError(name, `${humanise(name)} is required`);
    // One at a time: each PDF opens in a bounded worker of its own, and two cores are shared.
    const handed: HandedFile[] = [];
    for (const upload of uploads) handed.push(await handOver(name, field, upload));
    files[name] = field.maxCount === undefined ? handed[0] : handed;
  }
  return { fields: Object.fromEntries(fields), files };
}
