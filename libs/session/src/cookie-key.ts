/**
 * The AES-GCM key that encrypts the session cookies. It is generated once per browser as a
 * NON-extractable CryptoKey and kept in IndexedDB (structured clone keeps it non-extractable),
 * so a cookie value copied to another browser cannot be decrypted there.
 *
 * Without IndexedDB (some private modes, very old browsers, jsdom) the key lives in memory for
 * the life of the page: the cookies then do not survive a reload and the user signs in again.
 * That is the accepted trade-off; the alternative, an extractable key stored next to the cookie,
 * would make the encryption pointless.
 */
const DB_NAME = 'esign-session';
const STORE_NAME = 'keys';
const KEY_ID = 'cookie-key';

let keyPromise: Promise<CryptoKey> | null = null;

function generateKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}

// Duck-typed: `CryptoKey` is not a global in every environment this runs in.
function isCryptoKey(value: unknown): value is CryptoKey {
  return (
    typeof value === 'object' &&
    value !== null &&
    'algorithm' in value &&
    'usages' in value &&
    'type' in value
  );
}

function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(STORE_NAME))
        request.result.createObjectStore(STORE_NAME);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB is not available'));
    request.onblocked = () => reject(new Error('IndexedDB is blocked'));
  });
}

/**
 * The stored key, read in a readonly transaction: the answer is the get's, with nothing to commit
 * (a readwrite transaction waits for its commit, ~10 ms more on every page load).
 */
async function readStoredKey(db: IDBDatabase): Promise<CryptoKey | null> {
  const store = db.transaction(STORE_NAME, 'readonly').objectStore(STORE_NAME);
  const stored = await requestResult(store.get(KEY_ID) as IDBRequest<unknown>);
  return isCryptoKey(stored) ? stored : null;
}

/**
 * Reads the stored key, or stores `candidate` when there is none, in ONE readwrite transaction:
 * two tabs starting at once agree on a single key instead of overwriting each other's.
 */
async function readOrStore(db: IDBDatabase, candidate: CryptoKey): Promise<CryptoKey> {
  const transaction = db.transaction(STORE_NAME, 'readwrite');
  const done = new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () =>
      reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () =>
      reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
  const store = transaction.objectStore(STORE_NAME);
  const existing = await requestResult(store.get(KEY_ID) as IDBRequest<unknown>);
  let key = candidate;
  if (isCryptoKey(existing)) key = existing;
  else store.put(candidate, KEY_ID);
  await done;
  return key;
}

/**
 * The key kept in IndexedDB; a new one is generated and stored only when none is (the first page
 * of this browser). Without IndexedDB, or when it fails, a key for this page alone.
 */
async function loadKey(factory: IDBFactory | undefined): Promise<CryptoKey> {
  if (!factory) return generateKey();
  try {
    const db = await openDatabase(factory);
    try {
      return (await readStoredKey(db)) ?? (await readOrStore(db, await generateKey()));
    } finally {
      db.close();
    }
  } catch {
    return generateKey();
  }
}

/** The cookie key of this browser; loaded once per page. */
export function getCookieKey(): Promise<CryptoKey> {
  keyPromise ??= loadKey(typeof indexedDB === 'undefined' ? undefined : indexedDB);
  return keyPromise;
}

/** Tests only: forget the key of this page, as a reload would. */
export function resetCookieKeyForTests(): void {
  keyPromise = null;
}
