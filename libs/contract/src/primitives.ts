import { z } from './zod';

// Schema primitives every endpoint's params, query and body are built from, so that a value the
// database cannot store or compare (a NUL in text, an id outside its column's range, a UUID
// that is not one) is refused here with a 400 naming the field, and never reaches SQL.

/** The largest value of a PostgreSQL `integer` column, the type of every serial id. */
export const MAX_INT_ID = 2_147_483_647;

// C0 controls and DEL. Multi-line text keeps tab, line feed and carriage return.
/* eslint-disable no-control-regex -- finding control characters is the point */
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
const CONTROL_CHARACTER_EXCEPT_WHITESPACE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/* eslint-enable no-control-regex */
// A UTF-16 surrogate without its pair: not a character, and PostgreSQL refuses it in jsonb.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const FORBIDDEN_CHARACTER_MESSAGE = 'Contains a control character or broken Unicode';

/** Whether text holds nothing that PostgreSQL refuses (NUL, lone surrogates) or a form field should not carry (other C0 controls). */
export function isSafeText(value: string, options: { multiline?: boolean } = {}): boolean {
  const control = options.multiline ? CONTROL_CHARACTER_EXCEPT_WHITESPACE : CONTROL_CHARACTER;
  return !control.test(value) && !LONE_SURROGATE.test(value);
}

export interface SafeTextOptions {
  /** At least this many characters (after trimming, when `trim`). Default 0. */
  min?: number;
  max: number;
  /** Keeps tab and line breaks (a reason, a note); single-line text refuses them. */
  multiline?: boolean;
  /** Trims surrounding whitespace before the length checks (form input). Default false. */
  trim?: boolean;
  /** The message of a `min` failure. */
  minMessage?: string;
  /** The message of a `max` failure. */
  maxMessage?: string;
}

/** A string bounded in length that refuses NUL, lone surrogates and control characters. */
export function safeText(options: SafeTextOptions) {
  const base = options.trim ? z.string().check(z.trim()) : z.string();
  return base.check(
    z.minLength(options.min ?? 0, options.minMessage),
    z.maxLength(options.max, options.maxMessage ?? `At most ${options.max} characters`),
    z.refine((value) => isSafeText(value, { multiline: options.multiline ?? false }), {
      message: FORBIDDEN_CHARACTER_MESSAGE,
      // A 1 MB string of NULs needs one message, not one per failed check.
      abort: true,
    }),
  );
}

/** A serial id in a JSON body: an integer within the range of its `integer` column. */
export const IdSchema = z
  .number()
  .check(
    z.int(),
    z.gte(1, 'Must be a positive id'),
    z.lte(MAX_INT_ID, `Must be at most ${MAX_INT_ID}`),
  );

/**
 * A whole number from a path or query string (digits only: no `1e3`, `0x10`, ` 12` or `-1`), or
 * a number, between `min` and `max`.
 */
export function wholeNumberParam(min: number, max: number) {
  return z.pipe(
    z.pipe(
      z.union([z.number(), z.string().check(z.regex(/^\d{1,16}$/, 'Must be a whole number'))], {
        error: 'Must be a whole number',
      }),
      z.transform(Number),
    ),
    z
      .number()
      .check(
        z.int('Must be a whole number'),
        z.gte(min, `Must be at least ${min}`),
        z.lte(max, `Must be at most ${max}`),
      ),
  );
}

/** A serial id in a path or query string, within the range of its `integer` column. */
export const IdParamSchema = wholeNumberParam(1, MAX_INT_ID);

/** A server-generated UUID (bulks, codes, download links). */
export const UuidSchema = z.uuid('Must be a UUID');

/** A document's reference number (`PKS-2026-0001`), the `varchar(64)` key of a document. */
export const ReferenceNumberSchema = safeText({ min: 1, max: 64 });

/** Why a document or a request is rejected or voided: required, trimmed, up to 500 characters, may span lines. */
export const ReasonTextSchema = safeText({
  min: 1,
  max: 500,
  trim: true,
  multiline: true,
  minMessage: 'A reason is required',
});

/** A free-text search of a list, trimmed; at most 100 characters. */
export const SearchQuerySchema = safeText({ max: 100, trim: true });

/** `{ id }` path parameters of a serial id. */
export const IdParamsSchema = z.object({ id: IdParamSchema });

/** `{ id }` path parameters of a UUID. */
export const UuidParamsSchema = z.object({ id: UuidSchema });

/** `{ id }` path parameters of a document's reference number. */
export const ReferenceParamsSchema = z.object({ id: ReferenceNumberSchema });

/** At most this many ids in one id-list filter. */
export const MAX_ID_LIST = 100;

/**
 * A list of serial ids sent as a JSON array in a query string (`office_department_id=[1,2]`);
 * an empty array means no filter (spec §5) and becomes `undefined`.
 */
export const IdListParamSchema = z.pipe(
  z.pipe(
    jsonText(2_000, 'Must be a JSON array of ids'),
    z
      .array(IdSchema, { error: 'Must be a JSON array of ids' })
      .check(z.maxLength(MAX_ID_LIST, `At most ${MAX_ID_LIST} ids`)),
  ),
  z.transform((ids) => (ids.length === 0 ? undefined : ids)),
);

/**
 * A structured value in a multipart text field: the value itself (what a client passes), or its
 * JSON text (what arrives on the wire). Invalid JSON is a 400 naming the field.
 */
export function jsonField<S extends z.ZodMiniType>(schema: S) {
  return z.union([z.pipe(jsonText(64 * 1024, 'Must be JSON'), schema), schema]);
}

/** Text of at most `max` characters parsed as JSON; text that is not JSON fails with `message`. */
function jsonText(max: number, message: string) {
  return z.pipe(
    z.string().check(z.maxLength(max, `At most ${max} characters`)),
    z.transform((value, ctx): unknown => {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.issues.push({ code: 'custom', message, input: value });
        return z.NEVER;
      }
    }),
  );
}
