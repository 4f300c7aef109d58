import { REFRESH_TOKEN_COOKIE, type TokenPair } from '@esign/contract';
import { browserLocation } from './browser-location';
import { getCookieKey } from './cookie-key';
import type { SessionTokens } from './session-store';

export const TOKEN_COOKIE = 'esign_token';
// The server reads this one's presence (a visitor with a session gets index.html for /login).
export const REFRESH_COOKIE = REFRESH_TOKEN_COOKIE;

const VERSION = 'v1';
const encoder = new TextEncoder();
const decoder = new TextDecoder();

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(value: string): Uint8Array<ArrayBuffer> {
  const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** `v1.<iv>.<ciphertext>`, AES-GCM with the cookie name as additional data so values cannot be swapped. */
async function encrypt(name: string, plain: string): Promise<string> {
  const key = await getCookieKey();
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: encoder.encode(name) },
    key,
    encoder.encode(plain),
  );
  return `${VERSION}.${toBase64Url(iv)}.${toBase64Url(new Uint8Array(sealed))}`;
}

async function decrypt(name: string, value: string): Promise<string | null> {
  const [version, iv, sealed] = value.split('.');
  if (version !== VERSION || !iv || !sealed) return null;
  try {
    const key = await getCookieKey();
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64Url(iv), additionalData: encoder.encode(name) },
      key,
      fromBase64Url(sealed),
    );
    return decoder.decode(plain);
  } catch {
    return null;
  }
}

function readRawCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return null;
}

function setCookie(name: string, value: string, maxAgeSeconds?: number): void {
  const attributes = ['Path=/', 'SameSite=Strict'];
  if (maxAgeSeconds !== undefined)
    attributes.push(`Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`);
  if (browserLocation.isHttps()) attributes.push('Secure');
  document.cookie = `${name}=${value}; ${attributes.join('; ')}`;
}

function deleteCookie(name: string): void {
  setCookie(name, '', 0);
}

// Writes and clears run one after another in call order: encryption is async, and a refresh
// finishing after a logout must not write its cookie back.
let queue: Promise<void> = Promise.resolve();
function enqueue(task: () => Promise<void> | void): Promise<void> {
  const run = queue.then(task);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * Stores both tokens (spec §4, §9): the token cookie is session-scoped (no Max-Age), the refresh
 * cookie lives `expires_in` seconds; both `Path=/`, `SameSite=Strict`, `Secure` on https.
 */
export function writeSessionCookies(tokens: TokenPair): Promise<void> {
  return enqueue(async () => {
    const [token, refresh] = await Promise.all([
      encrypt(TOKEN_COOKIE, tokens.token),
      encrypt(REFRESH_COOKIE, tokens.refresh_token),
    ]);
    setCookie(TOKEN_COOKIE, token);
    setCookie(REFRESH_COOKIE, refresh, tokens.expires_in);
  });
}

export function clearSessionCookies(): Promise<void> {
  return enqueue(() => {
    deleteCookie(TOKEN_COOKIE);
    deleteCookie(REFRESH_COOKIE);
  });
}

/**
 * Starts loading this browser's cookie key (generated, or read back from IndexedDB: 20–50 ms on a
 * fresh page) without waiting for it. The shell calls it first thing, so the key loads while the
 * runtime config does; `initSession` then reads the cookies with it, and the requests that wait
 * for the session (user/me, a document's detail and PDF) leave that much earlier. A key that
 * cannot load fails the cookie read later, as it would have anyway.
 */
export function prefetchCookieKey(): void {
  getCookieKey().catch(() => undefined);
}

/** The tokens of the cookies; a cookie that cannot be decrypted (other browser, lost key) counts as absent. */
export async function readSessionCookies(): Promise<SessionTokens> {
  await queue;
  const read = async (name: string): Promise<string | null> => {
    const raw = readRawCookie(name);
    if (!raw) return null;
    const plain = await decrypt(name, raw);
    if (plain === null) deleteCookie(name);
    return plain;
  };
  const [token, refreshToken] = await Promise.all([read(TOKEN_COOKIE), read(REFRESH_COOKIE)]);
  return { token, refreshToken };
}
