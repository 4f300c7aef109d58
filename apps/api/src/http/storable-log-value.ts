import { redactBearerLinks } from './redact';

// PostgreSQL refuses NUL in text and jsonb, and a UTF-16 surrogate without its pair in jsonb.
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const NUL = /\u0000/g;
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const NUL_OR_SURROGATE = /[\u0000\ud800-\udfff]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Text as the HTTP log stores it: a NUL written as the six characters `\u0000` (so the reader
 * sees it was sent), a lone surrogate replaced by U+FFFD, and bearer links redacted.
 */
export function storableLogText(text: string): string {
  // Most texts hold neither NUL nor any surrogate: no need to look for lone ones.
  const cleaned = NUL_OR_SURROGATE.test(text)
    ? text.replace(NUL, '\\u0000').replace(LONE_SURROGATE, '\ufffd')
    : text;
  return redactBearerLinks(cleaned);
}

/** A JSON value with every string and key made storable by `storableLogText`. */
export function storableLogValue(value: unknown): unknown {
  if (typeof value === 'string') return storableLogText(value);
  if (Array.isArray(value)) return value.map(storableLogValue);
  if (value !== null && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      copy[storableLogText(key)] = storableLogValue(item);
    }
    return copy;
  }
  return value;
}
