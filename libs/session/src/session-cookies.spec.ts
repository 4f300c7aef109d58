import { resetCookieKeyForTests } from './cookie-key';
import { browserLocation } from './browser-location';
import {
  clearSessionCookies,
  prefetchCookieKey,
  readSessionCookies,
  REFRESH_COOKIE,
  TOKEN_COOKIE,
  writeSessionCookies,
} from './session-cookies';
import { createFakeIndexedDb } from './testing/fake-indexeddb';
import { tokenPair } from './testing/factories';
import { clearAllCookies } from './testing/session-test-env';

const cookieDescriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');

/** Records every cookie string written, while still writing it to the document. */
function recordCookieWrites(): string[] {
  const writes: string[] = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => cookieDescriptor?.get?.call(document) as string,
    set: (value: string) => {
      writes.push(value);
      cookieDescriptor?.set?.call(document, value);
    },
  });
  return writes;
}

function rawCookie(name: string): string | undefined {
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

beforeEach(() => {
  clearAllCookies();
  resetCookieKeyForTests();
});

afterEach(() => {
  Reflect.deleteProperty(document, 'cookie');
  Reflect.deleteProperty(globalThis, 'indexedDB');
  jest.restoreAllMocks();
});

describe('session cookies', () => {
  it('stores both tokens encrypted and reads them back', async () => {
    await writeSessionCookies(
      tokenPair({ token: 'jwt.access.token', refresh_token: 'opaque-refresh' }),
    );

    expect(rawCookie(TOKEN_COOKIE)).toMatch(/^v1\./);
    expect(document.cookie).not.toContain('jwt.access.token');
    expect(document.cookie).not.toContain('opaque-refresh');
    await expect(readSessionCookies()).resolves.toEqual({
      token: 'jwt.access.token',
      refreshToken: 'opaque-refresh',
    });
  });

  it('makes the token cookie session-scoped and the refresh cookie live expires_in seconds, both on path / and SameSite=Strict', async () => {
    const writes = recordCookieWrites();
    await writeSessionCookies(tokenPair({ expires_in: 3600 }));

    const token = writes.find((w) => w.startsWith(`${TOKEN_COOKIE}=`));
    const refresh = writes.find((w) => w.startsWith(`${REFRESH_COOKIE}=`));
    expect(token).toContain('Path=/');
    expect(token).toContain('SameSite=Strict');
    expect(token).not.toMatch(/Max-Age|Expires/i);
    expect(refresh).toContain('Path=/');
    expect(refresh).toContain('SameSite=Strict');
    expect(refresh).toContain('Max-Age=3600');
    expect(token).not.toContain('Secure');
  });

  it('marks both cookies Secure on https', async () => {
    jest.spyOn(browserLocation, 'isHttps').mockReturnValue(true);
    const writes = recordCookieWrites();
    await writeSessionCookies(tokenPair());
    expect(writes.filter((w) => w.endsWith('; Secure'))).toHaveLength(2);
  });

  it('counts a tampered cookie as absent and removes it', async () => {
    await writeSessionCookies(tokenPair());
    const value = rawCookie(REFRESH_COOKIE) ?? '';
    // One character in the middle changed: it carries six whole bits, so the bytes change (the
    // last characters of base64url may carry padding bits that decoding ignores).
    const at = value.length >> 1;
    const tampered = `${value.slice(0, at)}${value[at] === 'A' ? 'B' : 'A'}${value.slice(at + 1)}`;
    document.cookie = `${REFRESH_COOKIE}=${tampered}; Path=/`;

    await expect(readSessionCookies()).resolves.toEqual({ token: 'access-1', refreshToken: null });
    expect(rawCookie(REFRESH_COOKIE)).toBeUndefined();
  });

  it('counts a value copied into the other cookie as absent (each value is bound to its name)', async () => {
    await writeSessionCookies(tokenPair());
    document.cookie = `${REFRESH_COOKIE}=${rawCookie(TOKEN_COOKIE) ?? ''}; Path=/`;
    await expect(readSessionCookies()).resolves.toMatchObject({ refreshToken: null });
  });

  it('counts cookies encrypted with another key (a value copied from another browser) as absent', async () => {
    await writeSessionCookies(tokenPair());
    resetCookieKeyForTests(); // no IndexedDB here: a new page gets a new key
    await expect(readSessionCookies()).resolves.toEqual({ token: null, refreshToken: null });
  });

  it('keeps the key in IndexedDB so cookies survive a reload', async () => {
    const { factory, stores } = createFakeIndexedDb();
    Object.defineProperty(globalThis, 'indexedDB', { value: factory, configurable: true });

    await writeSessionCookies(tokenPair({ token: 'kept' }));
    resetCookieKeyForTests(); // a reload: the key comes back from IndexedDB

    await expect(readSessionCookies()).resolves.toMatchObject({ token: 'kept' });
    const key = stores.get('keys')?.get('cookie-key') as CryptoKey;
    expect(key.extractable).toBe(false);
    expect(key.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });
  });

  it('reads a stored key in a readonly transaction, without generating a key or writing', async () => {
    const { factory, transactionModes } = createFakeIndexedDb();
    Object.defineProperty(globalThis, 'indexedDB', { value: factory, configurable: true });
    await writeSessionCookies(tokenPair({ token: 'kept' }));
    expect(transactionModes).toEqual(['readonly', 'readwrite']); // the first page stores its key
    resetCookieKeyForTests(); // a reload
    const generateKey = jest.spyOn(crypto.subtle, 'generateKey');

    await expect(readSessionCookies()).resolves.toMatchObject({ token: 'kept' });

    expect(transactionModes).toEqual(['readonly', 'readwrite', 'readonly']);
    expect(generateKey).not.toHaveBeenCalled();
  });

  it('starts reading the key when the shell prefetches it, and reads the cookies with that same key', async () => {
    const { factory } = createFakeIndexedDb();
    const open = jest.spyOn(factory, 'open');
    Object.defineProperty(globalThis, 'indexedDB', { value: factory, configurable: true });
    await writeSessionCookies(tokenPair({ token: 'kept' }));
    resetCookieKeyForTests(); // a reload

    prefetchCookieKey();
    expect(open).toHaveBeenCalledTimes(2); // the write's, then the prefetch's, at once

    await expect(readSessionCookies()).resolves.toMatchObject({ token: 'kept' });
    expect(open).toHaveBeenCalledTimes(2); // none for the read
  });

  it('clears both cookies', async () => {
    await writeSessionCookies(tokenPair());
    await clearSessionCookies();
    expect(rawCookie(TOKEN_COOKIE)).toBeUndefined();
    expect(rawCookie(REFRESH_COOKIE)).toBeUndefined();
    await expect(readSessionCookies()).resolves.toEqual({ token: null, refreshToken: null });
  });

  it('never lets a write that started before a clear bring the cookies back', async () => {
    const write = writeSessionCookies(tokenPair());
    const clear = clearSessionCookies();
    await Promise.all([write, clear]);
    await expect(readSessionCookies()).resolves.toEqual({ token: null, refreshToken: null });
  });
});
