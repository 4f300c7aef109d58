import { allEndpoints, endpointRoute } from '@esign/contract';

export const REDACTED = '[REDACTED]';

// Compared word by word (`refresh_token`, `x-refresh-token`, `newPassword` → refresh/token, new/password),
// so `otp` matches `otp_code` but not e.g. `shipping`.
const SENSITIVE_WORDS = new Set([
  'password',
  'passwd',
  'pwd',
  'passphrase',
  'secret',
  'token',
  'otp',
  'pin',
  'authorization',
  'cookie',
  'apikey',
  'credential',
  'credentials',
]);
// Harmless fields that merely contain a sensitive word.
const SAFE_KEYS = new Set(['token_type', 'token_expires_in', 'otp_status', 'otp_detail']);

function words(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

function keyHoldsSecret(key: string): boolean {
  const parts = words(key);
  if (SAFE_KEYS.has(parts.join('_'))) return false;
  return (
    parts.some((part) => SENSITIVE_WORDS.has(part)) ||
    parts.join('').includes('apikey') ||
    parts.join('_').includes('private_key')
  );
}

// Field names repeat from request to request (every logged header and body goes through here):
// the answer per name is kept, for a bounded number of names (a hostile body may invent any).
const MAX_REMEMBERED_KEYS = 5_000;
const sensitiveKeys = new Map<string, boolean>();

/** Whether a field or header of this name holds a secret. */
export function isSensitiveKey(key: string): boolean {
  const known = sensitiveKeys.get(key);
  if (known !== undefined) return known;
  const sensitive = keyHoldsSecret(key);
  if (sensitiveKeys.size < MAX_REMEMBERED_KEYS) sensitiveKeys.set(key, sensitive);
  return sensitive;
}

/** A copy with every sensitive field (at any depth, any case) replaced by `[REDACTED]`. */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 32) return REDACTED;
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  if (value !== null && typeof value === 'object') {
    if (value instanceof Date) return value.toISOString();
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      copy[key] = isSensitiveKey(key) ? REDACTED : redact(item, depth + 1);
    }
    return copy;
  }
  return value;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `/api/downloader/v1/zip/document/<id>` and every other route the contract marks as a bearer
 * link: a pattern that finds such a link anywhere in a text (a URL, a JSON string), with the
 * replacement that keeps the route and redacts each parameter.
 */
const BEARER_LINKS = allEndpoints
  .filter((endpoint) => endpoint.bearerLink)
  .map((endpoint) => {
    const parts = endpointRoute(endpoint).split(/:[A-Za-z_][A-Za-z0-9_]*/);
    return {
      /** The route up to its first parameter: a text without it holds no such link. */
      prefix: parts[0] ?? '',
      pattern: new RegExp(
        parts.map((part) => `(${escapeRegExp(part)})`).join('[^/?#\\s"\'&]+'),
        'g',
      ),
      replacement: parts.map((_part, index) => `$${index + 1}`).join(REDACTED),
    };
  });

/** The text with the credential part of every bearer link (a zip download link) redacted. */
export function redactBearerLinks(text: string): string {
  let result = text;
  for (const { prefix, pattern, replacement } of BEARER_LINKS)
    if (result.includes(prefix)) result = result.replace(pattern, replacement);
  return result;
}

/** The URL with sensitive query parameters and bearer-link credentials redacted. */
export function redactUrl(rawUrl: string): string {
  const url = redactBearerLinks(rawUrl);
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  let changed = false;
  for (const key of new Set(params.keys())) {
    if (isSensitiveKey(key)) {
      params.set(key, REDACTED);
      changed = true;
    }
  }
  return changed ? `${url.slice(0, queryStart)}?${params.toString()}` : url;
}
